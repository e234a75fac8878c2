import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from './namespaces';

describe('namespaces', () => {
  it('lists every locale file but common, and no other', () => {
    for (const lng of ['en', 'ar']) {
      const files = readdirSync(join(import.meta.dirname, '..', '..', 'locales', lng))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''))
        .filter((name) => name !== 'common');
      expect([...namespaces].sort(), `locales/${lng}/ against src/i18n/namespaces.ts`).toEqual(
        files.sort(),
      );
    }
  });
});
