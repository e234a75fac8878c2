/**
 * The name of the branch `npm run l10n:save` makes on main: `copy/<date>-<what changed>`, where
 * what changed is said by the files saved, in Latin letters (a translator's message is often
 * Arabic, and a branch name keeps only Latin letters and digits): `copy/2026-11-27-ar-courses-it`,
 * `copy/2026-11-27-home` (both languages of one file), `copy/2026-11-27-ar-home-and-2-more`.
 */

/** Latin letters and digits, the rest one hyphen. */
const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The path `git status --porcelain` gives on a line (the new one of a rename). */
export function pathOfStatusLine(line: string): string {
  const path = line.slice(3).trim();
  const arrow = path.indexOf(' -> ');
  return (arrow === -1 ? path : path.slice(arrow + 4)).replace(/^"|"$/g, '');
}

interface Named {
  name: string;
  /** Texts first, then the other locale files, then the guides, the review record last. */
  rank: number;
  /** A locale text file's namespace: its two languages say one name. */
  ns?: string;
}

function nameOfPath(path: string): Named {
  const text = /^locales\/(en|ar)\/(.+)\.json$/.exec(path);
  if (text) return { name: `${text[1]}-${text[2]}`, rank: 0, ns: text[2] };
  const base =
    path
      .split('/')
      .at(-1)
      ?.replace(/\.[a-z]+$/i, '') ?? path;
  if (base === 'review-state') return { name: base, rank: 3 };
  return { name: base, rank: path.startsWith('locales/') ? 1 : 2 };
}

/** The changed files' names, most telling first; a file's two languages as one name. */
function changedNames(paths: string[]): string[] {
  const named = paths.map(nameOfPath).sort((a, b) => a.rank - b.rank);
  const both = new Set(
    named.filter((n) => n.ns && named.some((o) => o.ns === n.ns && o !== n)).map((n) => n.ns),
  );
  const names = named.map((n) => (n.ns && both.has(n.ns) ? n.ns : n.name));
  const unique = [...new Set(names.map(slugOf).filter(Boolean))];
  // The review record changes with every Arabic save: named only when nothing else changed.
  return unique.length > 1 ? unique.filter((name) => name !== 'review-state') : unique;
}

/** What changed, in a slug: one name, two joined by `and`, or the first and how many more. */
export function branchSlug(paths: string[], message = ''): string {
  const names = changedNames(paths);
  const [first, second] = names;
  if (!first) return slugOf(message).slice(0, 40).replace(/-$/, '') || 'update';
  if (!second) return first;
  if (names.length === 2) return `${first}-and-${second}`;
  return `${first}-and-${names.length - 1}-more`;
}

/** `copy/<yyyy-mm-dd>-<slug>`, with `-2`, `-3`… when a branch of that name exists already. */
export function copyBranchName(
  date: Date,
  paths: string[],
  message: string,
  exists: (name: string) => boolean = () => false,
): string {
  const name = `copy/${date.toISOString().slice(0, 10)}-${branchSlug(paths, message)}`;
  let candidate = name;
  for (let n = 2; exists(candidate); n += 1) candidate = `${name}-${n}`;
  return candidate;
}
