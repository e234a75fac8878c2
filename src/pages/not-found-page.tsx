import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-link';
import { PageBody, PageHero } from '@/components/ui/page-shell';
import { errorPageKeys, useErrorStatus } from '@/routes/error-status';
import { RouteLink } from '@/routes/route-link';
import { css } from '@emotion/react';
import { space } from '@/styles/theme';

const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

/**
 * The not-found page, in the language of the path, served with status 404; the same template
 * shows the other error pages (400, 405, 414, 500) that the servers answer with.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const key = errorPageKeys[useErrorStatus()];
  return (
    <article>
      <PageHero heading={t(`${key}.heading`)} lead={t(`${key}.lead`)} />
      <PageBody>
        <div css={links}>
          <RouteLink to="home" css={buttonStyles('primary')}>
            {t('notFound.home')}
          </RouteLink>
          <RouteLink to="ourProgrammes" css={buttonStyles('secondary')}>
            {t('notFound.programmes')}
          </RouteLink>
        </div>
      </PageBody>
    </article>
  );
}
