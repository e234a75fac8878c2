/**
 * The translator's desk (`npm run dev` only) finds the key of any text on the page through
 * invisible markers around every string the page reads: an opening marker carries
 * `namespace:key.path`, a closing one ends it. They are Unicode tag characters: default-ignorable
 * (never drawn), transparent to Arabic joining, and no line-break opportunity, so the page looks
 * and wraps as it does without them.
 *
 * Nothing here runs in a build: every caller asks `deskMarkersOn()` first, which is
 * `import.meta.env.DEV && …`, so the bundler drops the branch and this module with it.
 */

/** Set on `globalThis` by the dev server (server render) and by the desk script (islands). */
export const deskFlag = '__AATC_DESK__';

const open = '\u{E0001}';
const end = '\u{E007F}';
const tagBase = 0xe0000;

/** True only under `npm run dev` with the desk on. */
export function deskMarkersOn(): boolean {
  return import.meta.env.DEV && (globalThis as Record<string, unknown>)[deskFlag] === true;
}

const encode = (id: string): string =>
  [...id].map((char) => String.fromCodePoint(tagBase + (char.codePointAt(0) ?? 0x3f))).join('');

/** `value` wrapped in the markers of `ns:key`. */
export function markString(ns: string, key: string, value: string): string {
  return `${open}${encode(`${ns}:${key}`)}${end}${value}${open}${end}`;
}

/** Every string leaf of a piece of copy wrapped in the markers of its own key path. */
export function markTree<T>(ns: string, key: string, value: T): T {
  if (typeof value === 'string') return markString(ns, key, value) as T;
  if (Array.isArray(value)) {
    return value.map((item: unknown, i) => markTree(ns, `${key}.${i}`, item)) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, markTree(ns, `${key}.${name}`, item)]),
    ) as T;
  }
  return value;
}

/** One marked string found in a text: its id (`ns:key.path`) and where it stands. */
export interface MarkedRange {
  id: string;
  /** Index of the opening marker's first code unit. */
  start: number;
  /** Index just past the closing marker (the text's length if it is not closed in this text). */
  end: number;
  /** How many marked strings enclose this one. */
  depth: number;
}

/** Every marked string in `text`, outermost first; an unclosed one runs to the end. */
export function findMarkers(text: string): MarkedRange[] {
  const found: MarkedRange[] = [];
  const stack: MarkedRange[] = [];
  let index = text.indexOf(open);
  while (index !== -1) {
    const close = text.indexOf(end, index);
    if (close === -1) break;
    const id = [...text.slice(index + open.length, close)]
      .map((char) => String.fromCodePoint((char.codePointAt(0) ?? tagBase) - tagBase))
      .join('');
    const after = close + end.length;
    if (id) {
      const range = { id, start: index, end: text.length, depth: stack.length };
      stack.push(range);
      found.push(range);
    } else {
      const closed = stack.pop();
      if (closed) closed.end = after;
    }
    index = text.indexOf(open, after);
  }
  return found;
}

const anyMarker = /\u{E0001}[\u{E0020}-\u{E007E}]*\u{E007F}/gu;

/** The text without markers. */
export function stripMarkers(text: string): string {
  return text.replace(anyMarker, '');
}
