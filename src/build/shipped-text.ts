/**
 * The last net before a page ships: text in the rendered HTML that a visitor must never see. A
 * placeholder left unfilled (`{{year}}`, `{{السنة}}`), a tag or Markdown written into a locale
 * file (React escapes it, so it shows literally). `npm run l10n:check` catches these in the files;
 * this catches what code composes from them.
 */

export interface BrokenText {
  /** What the visitor would see, with some text around it. */
  snippet: string;
  what: string;
}

const checks: [RegExp, string][] = [
  [/\{\{|\}\}/, 'an unfilled placeholder'],
  [/&lt;\/?[a-zA-Z][^&]*?&gt;/, 'a tag shown as text'],
  [/\*\*/, 'Markdown shown as text'],
];

/** The page's visible text parts: the body without scripts, styles and tags. */
function textParts(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .split(/<[^>]+>/)
    .filter((part) => part.trim());
}

export function brokenText(html: string): BrokenText[] {
  const found: BrokenText[] = [];
  for (const part of textParts(html)) {
    for (const [pattern, what] of checks) {
      const match = pattern.exec(part);
      if (!match) continue;
      const start = Math.max(0, match.index - 30);
      found.push({ snippet: part.slice(start, match.index + 40).trim(), what });
    }
  }
  return found;
}
