import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { endonyms, languages } from '@/i18n/languages';
import { usePageLang } from '@/i18n/use-page-lang';
import { useCurrentRouteId } from '@/routes/current-route';
import { hrefFor } from '@/routes/route-link';
import { colors, space } from '@/styles/theme';

const styles = css`
  flex: none;
  white-space: nowrap;
  ul {
    display: flex;
    gap: ${space.sm};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${space.sm};
    font-weight: 600;
  }
  span {
    color: ${colors.muted};
  }
  /* On the narrowest phones only the other language is offered: the row keeps the whole logo. */
  @media (max-width: 400px) {
    li:has(> [aria-current]) {
      display: none;
    }
  }
`;

/**
 * GOV.UK language navigation: the current language as text, the other as a plain link to the same
 * page in that language (a full page load, so the new page arrives with its own lang and dir). The
 * choice is remembered by src/islands/enhancements.ts (`data-remember-lang`).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lng = usePageLang();
  const routeId = useCurrentRouteId() ?? 'home';
  return (
    <nav aria-label={t('language.label')} css={styles}>
      <ul>
        {languages.map((code) =>
          code === lng ? (
            <li key={code}>
              <span aria-current="true" lang={code}>
                {endonyms[code]}
              </span>
            </li>
          ) : (
            <li key={code}>
              <a
                href={hrefFor(routeId, code)}
                lang={code}
                hrefLang={code}
                rel="alternate"
                data-remember-lang={code}
              >
                {endonyms[code]}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
