import { englishHash, listPattern } from '@/l10n/review-state';
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { leaves } from '@/l10n/check-locales';
import { twinText } from './desk-json';

/**
 * The English an Arabic string was last reviewed against, found again from its hash: the review
 * state keeps only a hash, and git keeps every English the file has had. The desk reads the file
 * at up to 40 earlier commits and returns the first value at the key path (or at any index of its
 * list, for an item that moved) whose hash is the one recorded. Undefined outside a git checkout.
 */
const maxCommits = 40;

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/**
 * The English at `path` (for an Arabic plural form, English's own form or `_other`), else at any
 * index of its list, whose hash is `hash`.
 */
function valueWithHash(data: unknown, path: string, hash: string): string | undefined {
  const same = twinText(data, path);
  if (same !== undefined && englishHash(same) === hash) return same;
  const pattern = listPattern(path);
  if (pattern === path) return undefined;
  const found = leaves(data).find(
    ([other, value]) =>
      typeof value === 'string' && listPattern(other) === pattern && englishHash(value) === hash,
  );
  return found?.[1] as string | undefined;
}

export function reviewedEnglish(file: string, path: string, hash: string): string | undefined {
  const cwd = file.slice(0, file.lastIndexOf('/'));
  const top = git(cwd, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top) return undefined;
  const inRepo = relative(top, file);
  const commits = git(top, ['log', `-${maxCommits}`, '--format=%H', '--', inRepo])?.split('\n');
  for (const commit of (commits ?? []).filter(Boolean)) {
    const text = git(top, ['show', `${commit}:${inRepo}`]);
    if (text === undefined) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const value = valueWithHash(data, path, hash);
    if (value !== undefined) return value;
  }
  return undefined;
}
