import { readSession, writeSession } from '@/i18n/safe-storage';

/**
 * What the desk keeps across a page load, in sessionStorage (this tab only): which view is open
 * (a save reloads the page, and the translator lands on the same key), the texts typed and not
 * yet saved (a reload, a crash or a mistaken click never loses them), and one message to show
 * after the reload ("Saved").
 */

const prefix = 'aatc-desk:';

export type DeskView = { view: 'home' } | { view: 'entry'; id: string };

function readJson<T>(key: string): T | undefined {
  const text = readSession(`${prefix}${key}`);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(`${prefix}${key}`);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

export function readOpenView(): DeskView | undefined {
  const view = readJson<DeskView>('open');
  if (view?.view === 'home') return view;
  if (view?.view === 'entry' && typeof view.id === 'string') return view;
  return undefined;
}

export function writeOpenView(view: DeskView | undefined): void {
  if (view) writeSession(`${prefix}open`, JSON.stringify(view));
  else remove('open');
}

/** A draft: the texts typed, by `<lng>:<key path>` (or `<lng>:<field>` for a new list item). */
export type Draft = Record<string, string>;

export function readDraft(key: string): Draft | undefined {
  const draft = readJson<Draft>(`draft:${key}`);
  if (!draft || typeof draft !== 'object') return undefined;
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => typeof v === 'string'));
}

export function writeDraft(key: string, draft: Draft | undefined): void {
  if (draft && Object.keys(draft).length) {
    writeSession(`${prefix}draft:${key}`, JSON.stringify(draft));
  } else {
    remove(`draft:${key}`);
  }
}

/** The message to show once after the next load. */
export function writeFlash(message: string): void {
  writeSession(`${prefix}flash`, message);
}

export function takeFlash(): string | undefined {
  const message = readSession(`${prefix}flash`) ?? undefined;
  remove('flash');
  return message;
}
