// `npm test` runs this first (`pretest`): the tools the tests need beyond npm packages, found or
// installed, or named with the command that installs them. Nothing is skipped silently.
//   Chromium  browser tests (CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own browser)
//   Java      the Nu HTML Checker
//   nginx     the serving tests against nginx (E2E_NGINX=0 leaves them out, and says so)
//   Cloudflare's local runtime (wrangler, workerd, Node 22) for the serving tests against
//             Cloudflare Pages and Workers, from the npm registry (E2E_CLOUDFLARE=0 leaves them out)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';
import { nginxPath } from './nginx-path.mjs';
import { cloudflareDir, installCloudflareRuntime } from './cloudflare-runtime.mjs';

const debianPackages = { chromium: 'chromium', java: 'default-jre-headless', nginx: 'nginx' };

function hasJava() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** The browser the tests will use (scripts/chromium.mjs), else Playwright's own. */
async function hasChromium() {
  const path = findChromium();
  if (path) return existsSync(path);
  try {
    const { chromium } = await import('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

async function missingTools() {
  const missing = [];
  if (!(await hasChromium())) missing.push('chromium');
  if (!hasJava()) missing.push('java');
  if (process.env.E2E_NGINX !== '0' && !nginxPath()) missing.push('nginx');
  return missing;
}

const canApt =
  existsSync('/etc/debian_version') &&
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0 &&
  process.getuid?.() === 0;

let missing = await missingTools();
if (process.env.CHROMIUM_PATH && missing.includes('chromium')) {
  console.error(`ensure-tools: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  process.exit(1);
}
if (missing.length > 0 && canApt) {
  const packages = missing.map(
    (tool) => debianPackages[/** @type {keyof typeof debianPackages} */ (tool)],
  );
  console.log(`ensure-tools: installing ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  if (!install || install.status !== 0) console.error('ensure-tools: apt-get failed');
  missing = await missingTools();
}
if (missing.length > 0) {
  console.error('ensure-tools: the tests need tools that are missing:');
  const how = {
    chromium:
      '  chromium: apt-get install chromium (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary',
    java: '  java: apt-get install default-jre-headless (any Java 11+ on PATH works)',
    nginx:
      '  nginx: apt-get install nginx, or run with E2E_NGINX=0 to leave the nginx serving tests out',
  };
  for (const tool of missing) console.error(how[/** @type {keyof typeof how} */ (tool)]);
  process.exit(1);
}
if (process.env.E2E_CLOUDFLARE === '0') {
  console.log('ensure-tools: E2E_CLOUDFLARE=0 — the serving tests against Cloudflare are SKIPPED.');
} else if (!installCloudflareRuntime()) {
  console.error(
    `ensure-tools: could not install Cloudflare's local runtime into ${cloudflareDir} (npm ci of deploy/cloudflare/); E2E_CLOUDFLARE=0 leaves its tests out`,
  );
  process.exit(1);
}
if (process.env.E2E_NGINX === '0') {
  console.log('ensure-tools: E2E_NGINX=0 — the serving tests against nginx are SKIPPED.');
}
console.log(
  `ensure-tools: Chromium, Java${process.env.E2E_NGINX === '0' ? '' : `, nginx (${nginxPath()})`}${process.env.E2E_CLOUDFLARE === '0' ? '' : `, Cloudflare's runtime (${cloudflareDir})`} found.`,
);
