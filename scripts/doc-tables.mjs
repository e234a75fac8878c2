// `npm run docs:tables`: writes the tables of docs/glossary.md and docs/style-guide.md from the
// JSON the checks read (locales/glossary.json, locales/style-en.json), between the markers
// `<!-- table:<name> -->` and `<!-- /table:<name> -->`. The JSON is the one source; a test
// (tests/content/doc-tables.test.ts) fails when a table is stale and names this command.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = join(import.meta.dirname, '..');
export const command = 'npm run docs:tables';

/** @param {string} file @returns {any} */
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** A cell: one line, with its pipes escaped. @param {string} text */
const cell = (text) => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');

/** @param {string[]} head @param {string[][]} rows */
function table(head, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A rejected variant of the glossary as a reader needs it: its text and when it is allowed.
 * @param {string | { text: string, allowInBrackets?: boolean, notFollowedBy?: string }} variant
 */
function glossaryVariant(variant) {
  if (typeof variant === 'string') return variant;
  const when = [
    variant.allowInBrackets && 'allowed in brackets',
    variant.notFollowedBy && `unless followed by «${variant.notFollowedBy.trim()}»`,
  ].filter(Boolean);
  return when.length ? `${variant.text} (${when.join('; ')})` : variant.text;
}

/** Each generated table: the Markdown file it sits in, its JSON and its rows. */
export function docTables() {
  const glossary = readJson('locales/glossary.json');
  const style = readJson('locales/style-en.json');
  return [
    {
      file: 'docs/glossary.md',
      name: 'glossary',
      source: 'locales/glossary.json › entries',
      table: table(
        ['Concept', 'Arabic', 'Rejected variants'],
        glossary.entries.map(
          (/** @type {{ concept: string, arabic: string, rejected: any[] }} */ entry) => [
            entry.concept,
            entry.arabic,
            entry.rejected.map(glossaryVariant).join('، '),
          ],
        ),
      ),
    },
    {
      file: 'docs/style-guide.md',
      name: 'course-variants',
      source: 'locales/style-en.json › courseVariants',
      table: table(
        ['Page', 'Never'],
        style.courseVariants.map((/** @type {{ route: string, rejected: string[] }} */ c) => [
          `\`${c.route}\``,
          c.rejected.map((r) => r.trim()).join(', '),
        ]),
      ),
    },
    {
      file: 'docs/style-guide.md',
      name: 'spellings',
      source: 'locales/style-en.json › spellings',
      table: table(
        ['Write', 'Not', 'Why'],
        style.spellings.map(
          (/** @type {{ use: string, rejected: string[], note?: string }} */ s) => [
            s.use,
            s.rejected.join(', '),
            s.note ?? '',
          ],
        ),
      ),
    },
  ];
}

/** @param {string} name @returns {[string, string]} */
const markers = (name) => [`<!-- table:${name} -->`, `<!-- /table:${name} -->`];

/**
 * The table now between a table's markers in `markdown`, or null if the markers are missing.
 * @param {string} markdown @param {string} name
 */
export function tableIn(markdown, name) {
  const [open, close] = markers(name);
  const start = markdown.indexOf(open);
  const end = markdown.indexOf(close);
  if (start < 0 || end < start) return null;
  return markdown.slice(start + open.length, end).trim();
}

/**
 * A table's rows as cells, whatever the alignment (Prettier may pad the columns).
 * @param {string} text
 */
export function cellsOf(text) {
  return text
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/^-+$/, '---')),
    );
}

/** Writes every table between its markers. @returns {string[]} the files changed */
export function writeDocTables() {
  const changed = new Set();
  for (const { file, name, table: text } of docTables()) {
    const path = join(root, file);
    const markdown = readFileSync(path, 'utf8');
    const [open, close] = markers(name);
    if (tableIn(markdown, name) === null) throw new Error(`${file}: no ${open} … ${close}`);
    const start = markdown.indexOf(open) + open.length;
    const end = markdown.indexOf(close);
    const next = `${markdown.slice(0, start)}\n\n${text}\n\n${markdown.slice(end)}`;
    if (next !== markdown) {
      writeFileSync(path, next);
      changed.add(file);
    }
  }
  return [...changed];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const changed = writeDocTables();
  console.log(changed.length ? `wrote ${changed.join(', ')}` : 'tables up to date');
}
