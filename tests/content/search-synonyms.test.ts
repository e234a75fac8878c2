import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { searchSynonymsSchema } from '@/content/schemas';
import { leaves, localesDir, namespaces, readLocale } from './locale-files';

/**
 * locales/search-synonyms.json maps what visitors type to the site's words. A mapping is only
 * useful if the site's word is on the site: each target must appear in that language's copy.
 */
const file: unknown = JSON.parse(readFileSync(join(localesDir, 'search-synonyms.json'), 'utf8'));

describe('search synonyms', () => {
  const synonyms = v.parse(searchSynonymsSchema, file);

  for (const lng of ['en', 'ar'] as const) {
    it(`map ${lng} words to words the ${lng} site uses, never to themselves`, () => {
      const copy = namespaces()
        .flatMap((ns) => leaves(readLocale(lng, ns)))
        .map(([, value]) => String(value))
        .join('\n');
      const missing = Object.entries(synonyms[lng]).filter(
        ([from, to]) => from === to || !copy.includes(to),
      );
      expect(missing).toEqual([]);
    });
  }

  it('refuses a mapping to an empty word', () => {
    const broken = { ...synonyms, ar: { ...synonyms.ar, كورس: ' ' } };
    expect(v.safeParse(searchSynonymsSchema, broken).success).toBe(false);
  });
});
