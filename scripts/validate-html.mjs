// Every built HTML file through the Nu HTML Checker (vnu-jar, needs Java): zero errors allowed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import vnu from 'vnu-jar';

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const files = htmlFiles('dist');
// The one message the checker may not raise: its CSS parser predates CSS View Transitions Level 2
// and calls `@view-transition` (cross-document transitions, src/styles/document.css) unknown. Only
// that exact message is filtered; every other CSS or HTML error still fails.
const knownCheckerGaps = ['.*Unrecognized at-rule “@view-transition”.*'];
const result = spawnSync(
  'java',
  [
    '-jar',
    String(vnu),
    '--errors-only',
    '--format',
    'gnu',
    ...knownCheckerGaps.flatMap((pattern) => ['--filterpattern', pattern]),
    ...files,
  ],
  {
    encoding: 'utf8',
  },
);
if (result.error) {
  console.error(`Could not run the Nu HTML Checker: ${result.error.message}`);
  process.exit(1);
}
const errors = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0 || errors) {
  console.error(errors);
  console.error(`HTML validation failed (${files.length} files checked)`);
  process.exit(1);
}
console.log(`HTML valid: ${files.length} files, 0 errors`);
