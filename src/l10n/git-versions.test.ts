import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileVersions } from './git-versions';

describe('fileVersions: every version of a file, read in one git process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'aatc-git-versions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });

  it('returns each commit’s text, newest first, multi-byte text whole, and skips a missing one', () => {
    git('init', '-q');
    const texts = ['{ "a": "one" }\n', '{ "a": "اثنان\nline" }\n', '{ "a": "three ✓" }'];
    for (const text of texts) {
      writeFileSync(join(dir, 'f.json'), text);
      git('add', 'f.json');
      git('commit', '-q', '-m', 'v');
    }
    const commits = git('log', '--format=%H', '--', 'f.json').split('\n').filter(Boolean);
    expect(fileVersions([...commits, 'HEAD~9'], 'f.json', dir)).toEqual([...texts].reverse());
  });
});
