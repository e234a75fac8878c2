import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '@/l10n/cli';

/**
 * A trailing comma in an English file is named like an Arabic one (file, line, column, caret) by
 * `l10n:check` and by the build's check, in a copy of the project: the check's own modules read
 * the English files as text, so a broken one cannot stop them with a bundler's stack trace.
 */
describe('an English syntax error', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'l10n-en-syntax-'));
    for (const name of [
      'src',
      'scripts',
      'locales',
      'i18next.config.ts',
      'package.json',
      'tsconfig.json',
    ]) {
      cpSync(join(root, name), join(dir, name), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const file = join(dir, 'locales', 'en', 'courses-it.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/("imageAlt": "[^"]*")/, '$1,'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['scripts/l10n.mjs', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { status: result.status, printed: `${result.stdout}\n${result.stderr}` };
  };

  for (const args of [['check'], ['check', '--build']]) {
    it(`l10n.mjs ${args.join(' ')} names the file, line, column and caret`, () => {
      const { status, printed } = run(...args);
      expect(status, printed).toBe(1);
      expect(printed).toMatch(
        /locales\/en\/courses-it\.json \(line \d+\): not valid JSON at column \d+: a key was expected here/,
      );
      expect(printed).toMatch(/\n\d+ \| .*\n +\^/);
      expect(printed).not.toMatch(/\n\s+at .*\.(ts|js|mjs):\d+/);
    });
  }
});
