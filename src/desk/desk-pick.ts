import { findMarkers, stripMarkers, type MarkedRange } from '@/i18n/desk-markers';

/**
 * From what a translator points at to the key of the string: every string on a dev page carries
 * invisible markers with its `ns:key.path` (src/i18n/desk-markers.ts), in text and in attributes.
 */

const markerStart = '\u{E0001}';

/** Elements whose text is code or data, not words on the page. */
const notText = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** `ns:key.path` → its file's namespace and the key path. */
export function splitId(id: string): { ns: string; path: string } {
  const colon = id.indexOf(':');
  return { ns: id.slice(0, colon), path: id.slice(colon + 1) };
}

/** The innermost marked string around `offset` (a caret between two characters) in `text`. */
export function innermostAt(text: string, offset: number): MarkedRange | undefined {
  return findMarkers(text)
    .filter((range) => range.start <= offset && offset <= range.end)
    .sort((a, b) => b.depth - a.depth)[0];
}

/** Where (node, offset) falls in `container.textContent`: the length of the text before it. */
function offsetIn(container: Node, node: Node, offset: number): number | undefined {
  if (!container.contains(node)) return undefined;
  const range = (container.ownerDocument ?? document).createRange();
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/**
 * The key of the string at a caret (a text node and an offset): the innermost marked string around
 * it in the text node, else in its parent's text, and so on up (a string whose markers sit in
 * other text nodes, around a link or a <bdi>), never above `limit`.
 */
export function markerAtCaret(node: Node, offset: number, limit?: Node): string | undefined {
  for (let current: Node | null = node; current; current = current.parentNode) {
    const text = current.textContent ?? '';
    if (text.includes(markerStart)) {
      const at = offsetIn(current, node, offset);
      const range = at === undefined ? undefined : innermostAt(text, at);
      if (range) return range.id;
    }
    if (current === limit || current === document.body) break;
  }
  return undefined;
}

/** The first marked string in an element's attributes (alt, aria-label, title, placeholder…). */
export function markerInAttributes(element: Element): string | undefined {
  const preferred = ['alt', 'aria-label', 'title', 'placeholder', 'content', 'value'];
  const names = [
    ...preferred.filter((name) => element.hasAttribute(name)),
    ...element.getAttributeNames().filter((name) => !preferred.includes(name)),
  ];
  for (const name of names) {
    const [range] = findMarkers(element.getAttribute(name) ?? '');
    if (range) return range.id;
  }
  return undefined;
}

/** The innermost marked string of an element's text (its first one), else of its attributes. */
export function markerOfElement(element: Element): string | undefined {
  const text = element.textContent ?? '';
  const ranges = findMarkers(text);
  const first = ranges[0];
  if (first) {
    // The deepest string inside the first top-level one: what the element itself says.
    const inner = ranges.filter((r) => r.start >= first.start && r.end <= first.end);
    return (inner.sort((a, b) => b.depth - a.depth)[0] ?? first).id;
  }
  return markerInAttributes(element);
}

/** Elements whose meaning is in their attributes (an image's alt, a field's placeholder). */
const replaced = new Set(['IMG', 'INPUT', 'TEXTAREA', 'SELECT', 'VIDEO', 'IFRAME', 'AREA']);

interface Caret {
  node: Node;
  offset: number;
}

function caretAt(x: number, y: number): Caret | undefined {
  const position = document.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

/**
 * The key of the string under the pointer: the text under it (the innermost string around the
 * caret), else the attributes of the element and its nearest ancestors (an icon in a labelled
 * button), else the first string of the element's text.
 */
export function markerAtPoint(x: number, y: number, target: Element | null): string | undefined {
  if (!target) return undefined;
  const isReplaced = replaced.has(target.tagName) || target.closest('svg') !== null;
  const caret = isReplaced ? undefined : caretAt(x, y);
  if (caret && target.contains(caret.node)) {
    const found = markerAtCaret(caret.node, caret.offset);
    if (found) return found;
  }
  for (
    let element: Element | null = target, depth = 0;
    element && depth < 4;
    element = element.parentElement, depth += 1
  ) {
    const found = markerInAttributes(element);
    if (found) return found;
  }
  return markerOfElement(target);
}

/** One string found on the page, for the list of strings (titles and descriptions included). */
export interface PageString {
  id: string;
  ns: string;
  path: string;
  /** What it says, without markers, shortened. */
  text: string;
  /** In the page's <head>, in an attribute, or in the text. */
  where: 'head' | 'attribute' | 'text';
  /** `<title>`, `meta name="description"`, `alt`… */
  detail?: string;
}

const shorten = (text: string) => {
  const plain = stripMarkers(text).replace(/\s+/g, ' ').trim();
  return plain.length > 90 ? `${plain.slice(0, 89)}…` : plain;
};

/**
 * Every marked string in the document, in document order, each once (head first); a string the
 * body shows as text is listed there, where it shows, even if the head carries it too.
 */
export function pageStrings(doc: Document, skip?: Node): PageString[] {
  const found = new Map<string, PageString>();
  const add = (text: string, where: PageString['where'], detail?: string) => {
    if (!text.includes(markerStart)) return;
    for (const range of findMarkers(text)) {
      const seen = found.get(range.id);
      // A string the head (JSON-LD) or an attribute also carries is listed where the page shows
      // it, as text: the translator can Alt+click it there, and it is not "not on the page".
      if (seen && !(where === 'text' && seen.where !== 'text')) continue;
      found.delete(range.id);
      found.set(range.id, {
        id: range.id,
        ...splitId(range.id),
        text: shorten(text.slice(range.start, range.end)),
        where,
        ...(detail ? { detail } : {}),
      });
    }
  };
  add(doc.title, 'head', '<title>');
  for (const meta of doc.head.querySelectorAll('meta[content]')) {
    const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
    add(meta.getAttribute('content') ?? '', 'head', `<meta ${name}>`);
  }
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) {
    add(script.textContent ?? '', 'head', 'JSON-LD');
  }
  // The body's words as one text, so a string whose markers sit in different text nodes is found.
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      (skip && skip.contains(node)) || notText.has(node.parentElement?.tagName ?? '')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let body = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) body += node.textContent ?? '';
  add(body, 'text');
  for (const element of doc.body.querySelectorAll('*')) {
    if (skip && skip.contains(element)) continue;
    for (const name of element.getAttributeNames()) {
      add(element.getAttribute(name) ?? '', 'attribute', name);
    }
  }
  return [...found.values()];
}
