import { stripMarkers } from '@/i18n/desk-markers';

/** Every desk marker, and any stray tag character a selection may cut in half. */
const tagCharacters = /[\u{E0000}-\u{E007F}]/gu;

const hasTag = /[\u{E0000}-\u{E007F}]/u;

/** What a copy from the dev page puts on the clipboard: the text without the desk's markers. */
export function cleanCopy(text: string): string {
  // Then half a tag character (a selection edge between its two code units) goes too.
  return stripMarkers(text)
    .replace(tagCharacters, '')
    .replace(/\uDB40(?![\uDC00-\uDC7F])|(?<!\uDB40)[\uDC00-\uDC7F]/g, '');
}

/**
 * The dev page's copy: the selection as the reader sees it, without the invisible markers the desk
 * puts around every string (src/i18n/desk-markers.ts), so a sentence copied from the page and
 * pasted into a locale file or a message carries nothing but the sentence. Returns the remover.
 */
export function cleanCopies(doc: Document, skip: Node): () => void {
  const onCopy = (event: ClipboardEvent) => {
    if (event.composedPath().includes(skip)) return;
    const selection = doc.getSelection();
    const text = selection?.toString() ?? '';
    if (!event.clipboardData || !text || !hasTag.test(text)) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', cleanCopy(text));
  };
  doc.addEventListener('copy', onCopy, true);
  return () => doc.removeEventListener('copy', onCopy, true);
}
