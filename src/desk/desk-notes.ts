import type { LocaleFolder } from './desk-folder';

/**
 * Notes for translators, one per string (context, a length limit, "this is a button"), kept in
 * the repository in locales/notes.json by `ns:key.path`, shown in the desk and edited there.
 */

const about =
  'Notes for translators, one per string (namespace:key.path): context, a length limit, what the text is. Shown and edited in the translator’s desk (npm run dev); read by nothing else.';

export const maxNote = 1000;

export function readNotes(folder: LocaleFolder): Record<string, string> {
  const text = folder.readText(folder.notesFile);
  if (!text) return {};
  try {
    const notes = (JSON.parse(text) as { notes?: unknown }).notes;
    if (!notes || typeof notes !== 'object') return {};
    return Object.fromEntries(
      Object.entries(notes).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The notes file's new text with `note` for `id` (an empty note removes it), sorted by id. */
export function withNote(notes: Record<string, string>, id: string, note: string): string {
  const next = { ...notes, [id]: note.trim() };
  if (!next[id]) delete next[id];
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${JSON.stringify({ about, notes: sorted }, null, 2)}\n`;
}
