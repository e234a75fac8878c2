import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dirOf, otherLang } from '@/i18n/languages';
import { offersOtherLanguage, rememberLanguage } from '@/i18n/language-preference';
import { usePageLang } from '@/i18n/use-page-lang';
import { useCurrentRouteId } from '@/routes/current-route';
import { hrefFor } from '@/routes/route-link';
import { colors, space } from '@/styles/theme';
import { defineIsland } from '@/components/island/define-island';

const styles = css`
  position: fixed;
  inset-inline: ${space.md};
  inset-block-end: ${space.md};
  z-index: 50;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: ${space.md};
  background: ${colors.navy};
  color: #fff;
  border-radius: 10px;
  box-shadow: 0 4px 20px rgba(0, 0, 0, 0.3);
  p {
    margin: 0;
    flex: 1 1 12rem;
  }
  a {
    color: #fff;
    font-weight: 700;
  }
  button {
    min-block-size: 44px;
    padding-inline: ${space.md};
    font: inherit;
    border: 2px solid #fff;
    border-radius: 6px;
    background: transparent;
    color: #fff;
    cursor: pointer;
  }
`;

/**
 * A browser that prefers Arabic, with no remembered choice, is offered the Arabic page on English
 * pages: never redirected. Shown after hydration, fixed in place so nothing shifts. Its text is written
 * in the offered language (kept in this language's file under `languageOffer`).
 */
export function LanguageOffer() {
  const { t } = useTranslation();
  const lng = usePageLang();
  const routeId = useCurrentRouteId() ?? 'home';
  const [visible, setVisible] = useState(false);
  const target = otherLang(lng);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only facts, read after hydration
    setVisible(offersOtherLanguage(lng));
  }, [lng]);

  if (!visible) return null;
  return (
    <aside css={styles} lang={target} dir={dirOf(target)} aria-label={t('languageOffer.text')}>
      <p>
        {t('languageOffer.text')}{' '}
        <a
          href={hrefFor(routeId, target)}
          hrefLang={target}
          onClick={() => rememberLanguage(target)}
        >
          {t('languageOffer.link')}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          rememberLanguage(lng);
          setVisible(false);
        }}
      >
        {t('languageOffer.dismiss')}
      </button>
    </aside>
  );
}

export const languageOfferIsland = defineIsland({
  name: 'language-offer',
  component: LanguageOffer,
  keys: ['common:languageOffer'],
  trigger: 'prefers-other-language',
});
