import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useState } from 'react';
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

/** Whether an Escape belongs to something else that is open: a menu or the phone's menu panel. */
function menuOpen(): boolean {
  if (document.querySelector('details[data-menu][open]')) return true;
  try {
    return document.querySelector(':popover-open') !== null;
  } catch {
    return false; // No popovers in this browser.
  }
}

/**
 * While the banner shows, the page keeps room for it at the bottom: scrolling (Tab, find, links to
 * a fragment) stops short of it, and the end of the page can scroll above it, so it never covers
 * the focused element. Set on the document (CSSOM, allowed by the CSP) and taken away with it.
 */
function useRoomFor(banner: HTMLElement | null): void {
  useEffect(() => {
    if (!banner) return;
    const root = document.documentElement;
    const reserve = () => {
      // Its height, the gap under it, and room for a focus ring.
      const room = `${Math.ceil(window.innerHeight - banner.getBoundingClientRect().top) + 12}px`;
      root.style.scrollPaddingBlockEnd = room;
      document.body.style.paddingBlockEnd = room;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      root.style.scrollPaddingBlockEnd = '';
      document.body.style.paddingBlockEnd = '';
    };
  }, [banner]);
}

/**
 * A browser that prefers Arabic, with no remembered choice, is offered the Arabic page on English
 * pages: never redirected. Shown after hydration, fixed in place so nothing shifts, with room kept
 * for it so it hides nothing. Escape (unless a menu is open) or Close dismisses it for good; focus
 * that was in it goes to the page's main content. Its text is written in the offered language
 * (kept in this language's file under `languageOffer`), and names the banner.
 */
export function LanguageOffer() {
  const { t } = useTranslation();
  const lng = usePageLang();
  const routeId = useCurrentRouteId() ?? 'home';
  const [visible, setVisible] = useState(false);
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  const textId = useId();
  const target = otherLang(lng);
  useRoomFor(visible ? banner : null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only facts, read after hydration
    setVisible(offersOtherLanguage(lng));
  }, [lng]);

  const dismiss = useCallback(() => {
    rememberLanguage(lng);
    if (banner?.contains(document.activeElement)) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    setVisible(false);
  }, [lng, banner]);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (banner?.contains(document.activeElement) || !menuOpen()) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible, banner, dismiss]);

  if (!visible) return null;
  return (
    <aside ref={setBanner} css={styles} lang={target} dir={dirOf(target)} aria-labelledby={textId}>
      <p>
        <span id={textId}>{t('languageOffer.text')}</span>{' '}
        <a
          href={hrefFor(routeId, target)}
          hrefLang={target}
          onClick={() => rememberLanguage(target)}
        >
          {t('languageOffer.link')}
        </a>
      </p>
      <button type="button" onClick={dismiss}>
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
