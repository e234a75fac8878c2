// The only script a page loads at first: it holds no React. It wakes each island when its trigger
// fires, and adds the few behaviours native HTML lacks (see ./enhancements).
// The @font-face rules of the subset fonts, written by scripts/subset-fonts.mjs before the build
// (inlined into every page's <head> by the prerender).
import '@/styles/generated/fonts.css';
import '@/styles/document.css';
import { isLang } from '@/i18n/languages';
import { addTrackingScriptWhenIdle } from '@/features/home/tracking-script';
import { enhance } from './enhancements';
import { gateMotion } from './motion';
import { isIslandName, isIslandTrigger } from '@/components/island/island-names';
import { onTrigger } from './triggers';

async function prefersOtherLanguage(): Promise<boolean> {
  const lng = document.documentElement.lang;
  if (!isLang(lng)) return false;
  const { offersOtherLanguage } = await import('@/i18n/language-preference');
  return offersOtherLanguage(lng);
}

function startIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    const trigger = element.dataset.trigger;
    if (!isIslandName(name)) continue;
    // A click before the island wakes on a button that does nothing natively (the map's "show",
    // the demo checkout's submit in a method="dialog" form) is clicked again once it has, so the
    // visitor's tap is not lost. A submit that the browser carries out itself is not repeated.
    let pending: HTMLButtonElement | null = null;
    const remember = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !element.contains(button)) return;
      const inert = button.type === 'button' || button.form?.getAttribute('method') === 'dialog';
      if (inert) pending = button;
    };
    // A form that checks its fields itself once woken (`data-checks-on-wake`, the contact form):
    // with the script running, a submit before the island is awake is held and marked, and the
    // island submits it again once it is (so the visitor sees its error summary in the page
    // language, not the browser's bubbles). Without script the browser's own checks still work.
    for (const form of element.querySelectorAll<HTMLFormElement>('form[data-checks-on-wake]')) {
      form.noValidate = true;
      form.addEventListener('submit', (event) => {
        if (form.dataset.awake) return;
        event.preventDefault();
        form.dataset.submitPending = 'true';
      });
    }
    element.addEventListener('click', remember, true);
    onTrigger(
      element,
      isIslandTrigger(trigger) ? trigger : 'interaction',
      () => {
        void import('./hydrate-island')
          .then(({ hydrateIsland }) => hydrateIsland(element, name))
          .then(() => {
            element.removeEventListener('click', remember, true);
            pending?.click();
          });
      },
      prefersOtherLanguage,
    );
  }
}

/**
 * A page that exists for its provider form starts it with a few lines of plain script, as soon as
 * the page has painted its first text: the form's scripts (one from another origin) then never
 * hold up the heading and text a visitor reads first, on a slow network least of all.
 */
function startProviderForms(): void {
  const box = document.querySelector<HTMLElement>('[data-provider-form]');
  if (!box) return;
  const start = () =>
    void import('@/features/embeds/provider-form').then(({ startProviderForm }) =>
      startProviderForm(box),
    );
  afterFirstText(start);
}

/**
 * Runs `then` once the page has painted its first text (the browser's first-contentful-paint), or
 * once it has loaded where the browser does not report paints. A frame can paint before its text
 * does (the fonts' short block), so one frame is not enough.
 */
function afterFirstText(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return then();
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    if (document.readyState === 'complete') then();
    else window.addEventListener('load', then, { once: true });
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint' });
}

enhance();
gateMotion();
startIslands();
startProviderForms();
// HubSpot's tracking code runs on the home page only, when the browser is idle.
if (document.getElementById('root')?.dataset.route === 'home') addTrackingScriptWhenIdle();
document.documentElement.dataset.ready = 'true';
