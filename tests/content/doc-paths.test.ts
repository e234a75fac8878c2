import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '@/l10n/cli';

/** The documents a maintainer or translator reads: every file path they name must exist. */
const documents = [
  'README.md',
  ...['docs', join('docs', 'decisions')].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((file) => file.endsWith('.md'))
      .map((file) => join(dir, file)),
  ),
  ...(existsSync(join(root, 'CONTRIBUTING.md')) ? ['CONTRIBUTING.md'] : []),
];

/** `src/…` in code spans, and relative links to files of the project. */
const codePath = /`((?:src|scripts|tests|docs|locales|public|\.ci)\/[^`\s*<>{}]+)`/g;
const linkPath =
  /\]\(((?:\.\.\/)*(?:src|scripts|tests|docs|locales|public)\/[^)#\s]+|[\w-]+\.md)(?:#[^)]*)?\)/g;

describe('paths named in the documents', () => {
  it('every path the README and docs/ name exists', () => {
    const missing: string[] = [];
    for (const doc of documents) {
      const text = readFileSync(join(root, doc), 'utf8');
      for (const [, path = ''] of text.matchAll(codePath)) {
        const clean = path.replace(/[.,;:]+$/, '');
        if (!existsSync(join(root, clean))) missing.push(`${doc}: ${clean}`);
      }
      for (const [, path = ''] of text.matchAll(linkPath)) {
        const target = normalize(join(root, dirname(doc), path));
        if (!existsSync(target)) missing.push(`${doc}: (${path})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no document or comment points at a document outside the repository', () => {
    // Issue numbers, the team's shared folder and its briefs are not in this repository: a reader
    // of the code cannot follow them. This test's own patterns are the one exception.
    const outside = /\bissues? \d+\b|\.\.\/shared\/|\b(?:DESIGN|spec|facts)\.md\b|\bspec §/;
    const files = [
      ...documents,
      ...['src', 'scripts', 'tests', 'deploy'].flatMap((dir) =>
        readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
          // Dot folders hold tools' own output (wrangler's .wrangler/), not ours.
          .filter((file) => /\.(?:ts|tsx|mjs|js|conf|md)$/.test(file) && !/(^|\/)\./.test(file))
          .map((file) => join(dir, file)),
      ),
      'eslint.config.js',
      'vite.config.ts',
      'playwright.config.ts',
    ].filter((file) => !file.endsWith('doc-paths.test.ts'));
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, at) => (outside.test(line) ? [`${file}:${at + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
