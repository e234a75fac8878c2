// What native HTML does not do by itself, in a few lines and without React: the menu's Escape and
// outside click, remembering the language switch and the warning page's choice, and sending a
// visitor who chose Arabic from / to /ar. Everything here also works, less finely, without it.
import { isLang, localizePath } from '@/i18n/languages';
import { rememberLanguage, rememberedLanguage } from '@/i18n/language-preference';
import { readSession, writeSession, writeStorage } from '@/i18n/safe-storage';

const openMenus = (within: ParentNode) =>
  within.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]');

/** The phone menu's panel, if it is open (a popover at 991px and below; none without popovers). */
function openPanel(): HTMLElement | null {
  const panel = document.querySelector<HTMLElement>('.menu-panel');
  try {
    return panel?.matches(':popover-open') ? panel : null;
  } catch {
    return null;
  }
}

/**
 * Escape closes the innermost open menu and returns focus to its summary (in the open phone panel:
 * only the group holding focus, and the panel stays open; Escape again closes the panel); a click
 * outside closes all.
 */
function enhanceMenus(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = [...openMenus(document)].reverse();
    const focused = document.activeElement;
    const panel = openPanel();
    const holding = open.find((details) => details.contains(focused));
    const inner = holding ?? (panel ? null : open.at(0)) ?? null;
    if (!inner) return;
    // Not also the panel's light dismiss: a canceled Escape is no close request.
    if (panel?.contains(inner)) event.preventDefault();
    inner.open = false;
    inner.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
  // Focus that leaves the open phone panel (Tab after its last item, Shift+Tab before its first)
  // closes it, so the focused element is never hidden under it; focus goes on where it went.
  document.addEventListener('focusin', (event) => {
    const panel = openPanel();
    if (panel && event.target instanceof Node && !panel.contains(event.target)) {
      panel.hidePopover();
    }
  });
  // Only a click outside the whole menu: inside it, the groups' names already keep one open per
  // level (and closing one at pointerdown would move the item being tapped).
  document.addEventListener('pointerdown', (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const details of openMenus(document)) {
      const menu = details.closest('nav') ?? details;
      if (!target || !menu.contains(target)) details.open = false;
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
    window.location.replace(localizePath('/', 'ar'));
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

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A form with `data-draft-key` keeps what was typed in sessionStorage (by field id) and gets it
 * back on the next page of the visit (a failed hand-off, the language switch, Back). Text fields
 * only; a corrupt draft is ignored.
 */
function enhanceDrafts(): void {
  const fields = (form: HTMLFormElement) =>
    [...form.querySelectorAll<Field>('input[id], textarea[id]')].filter(
      (field) => !['checkbox', 'radio', 'hidden', 'submit'].includes(field.type),
    );
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-draft-key]')) {
    const key = form.dataset.draftKey ?? '';
    let draft: unknown = null;
    try {
      draft = JSON.parse(readSession(key) ?? 'null');
    } catch {
      // A corrupt draft is ignored.
    }
    for (const field of fields(form)) {
      const value =
        draft && typeof draft === 'object' ? (draft as Record<string, unknown>)[field.id] : null;
      if (typeof value === 'string' && !field.value) field.value = value;
    }
    form.addEventListener('input', () => {
      writeSession(
        key,
        JSON.stringify(Object.fromEntries(fields(form).map((f) => [f.id, f.value]))),
      );
    });
  }
}

export function enhance(): void {
  enhanceDrafts();
  enhanceMenus();
  enhanceLanguageChoice();
  enhanceRememberedChoices();
}
