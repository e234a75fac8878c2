import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDesk, type Desk } from './desk-server';

// A copy of locales/ in its own git repository: the desk finds the English the Arabic was
// reviewed against in the file's history.
const realLocales = join(import.meta.dirname, '..', '..', 'locales');
let dir: string;
let desk: Desk;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: dir,
    stdio: 'ignore',
  });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'desk-history-'));
  cpSync(realLocales, dir, { recursive: true });
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'locales as they are');
  desk = createDesk(dir);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('what changed in the English', () => {
  it('gives the English before and now for a plain key', () => {
    const entry = desk.entry('policies:coursePolicy.heading');
    const before = entry.en.strings[0]?.value ?? '';
    desk.save({ ns: 'policies', path: 'coursePolicy.heading', lng: 'en', value: 'Our courses' });
    const { review } = desk.entry('policies:coursePolicy.heading');
    expect(review).toMatchObject({ stale: true, before, now: 'Our courses' });
  });

  it('gives the English before and now for a plural key, from a form English does not have', () => {
    const entry = desk.entry('common:counts.courses');
    const other = entry.en.strings.find((s) => s.form === 'other')?.value ?? '';
    desk.save({
      ns: 'common',
      path: 'counts.courses_other',
      lng: 'en',
      value: '{{count}} trainings',
    });
    const { review } = desk.entry('common:counts.courses');
    expect(review.stale).toBe(true);
    // Arabic's zero, two, few and many read against English's `other`: its past is found too.
    expect(review).toMatchObject({ before: other, now: '{{count}} trainings' });
  });
});
