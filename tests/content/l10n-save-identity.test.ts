import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '@/l10n/cli';

/**
 * `l10n:save` on a machine where git knows no name and e-mail (no global config, an empty home):
 * one sentence in the translator's language says how to set them (the command on its own line in
 * Arabic, so that it copies clean), nothing is switched or committed,
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
    it(`says in one sentence (${lng}) how to set them, with a command that copies clean, and touches nothing`, () => {
      const head = git('rev-parse', 'HEAD');
      const result = spawnSync(
        process.execPath,
        ['scripts/l10n.mjs', 'save', '--lang', lng, 'A change'],
        { cwd: dir, encoding: 'utf8', env: env(), input: '' },
      );
      const printed = `${result.stdout}${result.stderr}`.trim();
      expect(result.status, printed).toBe(1);
      const command = 'git config user.name "Your Name" && git config user.email "you@example.com"';
      // In Arabic the command stands on its own line, with nothing invisible around it to copy.
      expect(printed.split('\n').slice(1)).toEqual(lng === 'ar' ? [`    ${command}`] : []);
      expect(printed).toContain(command);
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

  // On a terminal it asks once, keeps the answers in this repository's config, and commits.
  // `script` (util-linux) gives the command a terminal; each answer is typed after its question.
  it.runIf(existsSync('/usr/bin/script'))(
    'on a terminal it asks for a name and an e-mail, keeps them, and commits with them',
    async () => {
      const command = `${JSON.stringify(process.execPath)} scripts/l10n.mjs save --lang ar "A change"`;
      const child = spawn('/usr/bin/script', ['-qfec', command, '/dev/null'], {
        cwd: dir,
        // No GIT_AUTHOR_* at all, as on a fresh machine (an empty one would override the config).
        env: Object.fromEntries(
          Object.entries(env()).filter(([key]) => !key.startsWith('GIT_AUTHOR_')),
        ),
      });
      let printed = '';
      const answers = ['منى عبد الله', 'mona@example.com'];
      child.stdout.on('data', (chunk: Buffer) => {
        printed += chunk.toString('utf8');
        // One answer per question, typed once its question is on the screen.
        const asked = (printed.match(/\(يُسجَّل مع الحفظ في/g) ?? []).length;
        while (answers.length && asked > 2 - answers.length)
          child.stdin.write(`${answers.shift()}\r`);
      });
      const status = await new Promise<number | null>((done) => child.on('close', done));
      try {
        expect(printed).not.toMatch(/module runner has been closed|AbortError|\n\s+at /);
        expect(status, printed).toBe(0);
        expect(git('config', 'user.name')).toBe('منى عبد الله');
        expect(git('log', '-1', '--format=%an <%ae>|%s')).toBe(
          'منى عبد الله <mona@example.com>|A change',
        );
        expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('locales/en/notes.txt');
        // The branch it saved on is named, for the translator to send to the developers.
        const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
        // Named after the file it saves (src/l10n/branch-name.ts), not the message.
        expect(branch).toMatch(/^copy\/\d{4}-\d{2}-\d{2}-notes$/);
        expect(printed).toContain(`حُفظ على الفرع \u2068${branch}\u2069.`);
      } finally {
        for (const key of ['user.name', 'user.email']) {
          spawnSync('git', ['config', '--unset-all', key], { cwd: dir, env: env() });
        }
        git('switch', '--quiet', 'main');
      }
    },
    180_000,
  );
});
