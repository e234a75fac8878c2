import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellsOf, command, docTables, root, tableIn } from '../../scripts/doc-tables.mjs';

describe('the docs’ tables are their JSON', () => {
  for (const { file, name, source, table } of docTables()) {
    it(`${file} › ${name} shows ${source}`, () => {
      const shown = tableIn(readFileSync(join(root, file), 'utf8'), name);
      const stale = `${file}: the table "${name}" is not ${source} — run \`${command}\``;
      expect(shown, stale).not.toBeNull();
      expect(cellsOf(shown ?? ''), stale).toEqual(cellsOf(table));
    });
  }
});
