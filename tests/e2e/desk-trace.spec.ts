import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/** The translator's desk lives in `npm run dev` only: the built site carries no byte of it. */
const dist = join(import.meta.dirname, '..', '..', 'dist');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(html|js|css|json|xml|txt)$/.test(name)) yield full;
  }
}

test('dist/ holds no trace of the desk or its markers', () => {
  const traces = [
    '__AATC_DESK__',
    '/__desk/',
    'desk-client',
    'deskLabels',
    '\u{E0001}',
    'aatc-desk',
  ];
  const found: string[] = [];
  let count = 0;
  for (const file of files(dist)) {
    count += 1;
    const text = readFileSync(file, 'utf8');
    for (const trace of traces)
      if (text.includes(trace)) found.push(`${file.slice(dist.length)}: ${JSON.stringify(trace)}`);
  }
  expect(count).toBeGreaterThan(100);
  expect(found).toEqual([]);
});
