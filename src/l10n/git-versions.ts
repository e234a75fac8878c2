import { execFileSync } from 'node:child_process';

/**
 * Every version of a file in the commits given, in one `git cat-file --batch` (one process, not one
 * per commit: on a loaded machine 40 spawns per file made the check take minutes).
 */
export function fileVersions(commits: string[], file: string, cwd: string): string[] {
  const output = execFileSync('git', ['cat-file', '--batch'], {
    cwd,
    input: commits.map((commit) => `${commit}:${file}`).join('\n') + '\n',
    stdio: ['pipe', 'pipe', 'ignore'],
    maxBuffer: 256 * 1024 * 1024,
  });
  const texts: string[] = [];
  let at = 0;
  while (at < output.length) {
    const end = output.indexOf(10, at);
    if (end < 0) break;
    const [, type, size] = output.subarray(at, end).toString('utf8').split(' ');
    at = end + 1;
    if (type !== 'blob' || size === undefined) continue; // "<name> missing"
    texts.push(output.subarray(at, at + Number(size)).toString('utf8'));
    at += Number(size) + 1;
  }
  return texts;
}
