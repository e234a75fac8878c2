import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageIndexFile } from '@/l10n/cli';
import { pageIndexMarkdown } from '@/l10n/page-index';
import { routes } from '@/routes/manifest';

describe('docs/page-index.md', () => {
  it('is what npm run l10n:index writes from the manifest today', () => {
    const written = readFileSync(pageIndexFile, 'utf8');
    expect(written, 'out of date: run npm run l10n:index').toBe(pageIndexMarkdown());
  });

  it('lists every page of the manifest in both languages', () => {
    const index = pageIndexMarkdown();
    for (const route of routes) {
      expect(index).toContain(`| \`${route.ns}.json\` | \`${route.id}\` |`);
      expect(index).toContain(`\`${route.path === '/' ? '/ar' : `/ar${route.path}`}\``);
    }
  });
});
