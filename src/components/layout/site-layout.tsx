import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Island } from '@/components/island/island';
import { colors, space } from '@/styles/theme';
import { GlobalStyles } from '@/styles/global-styles';
import { LanguageOffer } from './language-offer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const skipLink = css`
  position: absolute;
  inset-inline-start: ${space.md};
  inset-block-start: -100px;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: ${colors.focus};
  color: ${colors.ink};
  font-weight: 700;
  &:focus {
    inset-block-start: ${space.sm};
  }
`;

const mainStyles = css`
  display: block;
  min-block-size: 60vh;
  &:focus {
    outline: none;
  }
`;

/** Every page: skip link, header, main (the page), footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();

  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLink}>
        {t('skipLink')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <SiteFooter />
      <Island
        name="language-offer"
        component={LanguageOffer}
        props={{}}
        keys={['common:languageOffer']}
        trigger="prefers-other-language"
      />
    </>
  );
}
