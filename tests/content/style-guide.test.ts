import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '@/l10n/cli';
import { englishStyle } from '@/l10n/string-checks';
import { routes } from '@/routes/manifest';

describe('the English style sheet (locales/style-en.json)', () => {
  const doc = readFileSync(join(root, 'docs', 'style-guide.md'), 'utf8');

  it('names real pages, each once', () => {
    const ids = englishStyle.courseNames.map((c) => c.route);
    expect(new Set(ids).size).toBe(ids.length);
    const unknown = ids.filter((id) => !routes.some((r) => r.id === id));
    expect(unknown).toEqual([]);
  });

  it('gives every course, exam and certificate page a name', () => {
    const named = new Set(englishStyle.courseNames.map((c) => c.route));
    const missing = routes
      .filter((r) => r.template === 'course' && !named.has(r.id))
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it('is shown in docs/style-guide.md', () => {
    const missing = [
      ...englishStyle.courseNames.map((c) => c.name),
      ...englishStyle.spellings.map((s) => s.use),
    ].filter((term) => !doc.includes(term));
    expect(missing).toEqual([]);
  });
});
