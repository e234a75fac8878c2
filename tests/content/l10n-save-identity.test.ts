import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '@/l10n/cli';

/**
 * `l10n:save` on a machine where git knows no name and e-mail (no global config, an empty home):
 * one line in the translator's language says how to set them, nothing is switched or committed,
 * and no stack trace is printed. Run on a clone, never on this checkout.
 */
describe('l10n:save without a git identity', () => {
  let dir = '';
  let home = '';
  const env = () => ({
    ...process.env,
    HOME: home,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: '',
    GIT_AUTHOR_EMAIL: '',
  });
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: env() }).trim();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'l10n-save-'));
    home = mkdtempSync(join(tmpdir(), 'l10n-home-'));
    // A repository of its own from a copy of the project (this checkout may itself be a copy
    // without git, as in the add-a-page test); its one commit is made with a throwaway identity.
    const skip = new Set(['node_modules', '.git', 'dist', 'dist-server']);
    cpSync(root, dir, { recursive: true, filter: (from) => !skip.has(basename(from)) });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    git('init', '--quiet', '--initial-branch', 'main');
    git('add', '--all');
    const setup = { GIT_AUTHOR_NAME: 'Setup', GIT_AUTHOR_EMAIL: 'setup@example.com' };
    execFileSync('git', ['commit', '--quiet', '-m', 'A copy'], {
      cwd: dir,
      env: {
        ...env(),
        ...setup,
        GIT_COMMITTER_NAME: 'Setup',
        GIT_COMMITTER_EMAIL: 'setup@example.com',
      },
    });
    writeFileSync(join(dir, 'locales', 'en', 'notes.txt'), 'a change to save\n');
  }, 120_000);
  afterAll(() => {
    for (const folder of [dir, home]) if (folder) rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  for (const lng of ['en', 'ar'] as const) {
    it(`says in one line (${lng}) how to set them, and touches nothing`, () => {
      const head = git('rev-parse', 'HEAD');
      const result = spawnSync(
        process.execPath,
        ['scripts/l10n.mjs', 'save', '--lang', lng, 'A change'],
        { cwd: dir, encoding: 'utf8', env: env(), input: '' },
      );
      const printed = `${result.stdout}${result.stderr}`.trim();
      expect(result.status, printed).toBe(1);
      expect(printed.split('\n')).toHaveLength(1);
      expect(printed).toContain('git config user.name "Your Name" && git config user.email');
      expect(printed).toMatch(
        lng === 'ar' ? /لم يُحفظ شيء/ : /^Nothing was saved: git does not know/,
      );
      expect(printed).not.toMatch(/\n\s+at |Please tell me who you are/);
      expect([git('rev-parse', '--abbrev-ref', 'HEAD'), git('rev-parse', 'HEAD')]).toEqual([
        'main',
        head,
      ]);
    }, 120_000);
  }
});
