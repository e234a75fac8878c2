// What native HTML does not do by itself, in a few lines and without React: the menu's Escape and
// outside click, remembering the language switch and the warning page's choice, and sending a
// visitor who chose Arabic from / to /ar. Everything here also works, less finely, without it.
import { isLang } from '@/i18n/languages';
import { rememberLanguage, rememberedLanguage } from '@/i18n/language-preference';
import { writeStorage } from '@/i18n/safe-storage';

const openMenus = (within: ParentNode) =>
  within.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]');

/** Escape closes the innermost open menu and returns focus to its summary; a click outside closes all. */
function enhanceMenus(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...openMenus(document)];
    const focused = document.activeElement;
    const inner = open.reverse().find((details) => details.contains(focused)) ?? open.at(0) ?? null;
    if (!inner) return;
    inner.open = false;
    inner.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const details of openMenus(document)) {
      if (!target || !details.contains(target)) details.open = false;
    }
  });
  // Opening a first-level menu resets the second level.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      if (details.dataset.menu !== '1') return;
      for (const inner of details.querySelectorAll<HTMLDetailsElement>('details[open]')) {
        inner.open = false;
      }
    },
    true,
  );
}

/** The language switch and offer links remember the visitor's choice (`data-remember-lang`). */
function enhanceLanguageChoice(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const lng = link?.dataset.rememberLang;
    if (isLang(lng)) rememberLanguage(lng);
  });
  if (window.location.pathname === '/' && rememberedLanguage() === 'ar') {
    window.location.replace('/ar');
  }
}

/** A radio group with `data-remember-key` stores the chosen value (the warning page's switch). */
function enhanceRememberedChoices(): void {
  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.checked) return;
    const key = input.dataset.rememberKey;
    if (key && isLang(input.value)) writeStorage(key, input.value);
  });
}

export function enhance(): void {
  enhanceMenus();
  enhanceLanguageChoice();
  enhanceRememberedChoices();
}
