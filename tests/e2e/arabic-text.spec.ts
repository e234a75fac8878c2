import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFile } from '../../src/build/http-rules';

const dist = join(import.meta.dirname, '..', '..', 'dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * In the built Arabic pages, a Latin phrase is one isolated unit: two <bdi> runs separated only by
 * Latin punctuation and spaces mean a title was split at its commas or dashes (it then reads in the
 * wrong order right to left).
 */
test('no Latin title is split into pieces on any Arabic page', () => {
  const files = htmlFiles(join(dist, 'ar'));
  expect(files.length).toBeGreaterThan(10);
  const splits: string[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(
      /<bdi>([^<]*)<\/bdi>([\s.,;:&+\-–—/'’()]+)<bdi>([^<]*)<\/bdi>/g,
    )) {
      splits.push(`${file.slice(dist.length)}: «${match[1]}${match[2]}${match[3]}»`);
    }
  }
  expect(splits).toEqual([]);
});

test('a Latin mark with inner punctuation stays whole on /ar', () => {
  const html = readFileSync(join(dist, pageFile('/ar')), 'utf8');
  expect(html).toContain('<bdi>ISO 9001:2015</bdi>');
});
