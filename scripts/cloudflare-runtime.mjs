// Cloudflare's own runtime (wrangler's local server, workerd) for the serving tests and the
// bench: the versions pinned in deploy/cloudflare/package-lock.json, with the Node 22 that wrangler
// needs, installed beside each other in a cache folder outside the repository (the project's own
// Node stays 20). A new lock means a new folder; an old one is reused as it is.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'cloudflare');
const lock = readFileSync(join(source, 'package-lock.json'));
const cacheRoot = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');

/** Where the pinned runtime lives once installed. */
export const cloudflareDir = join(
  cacheRoot,
  'aatc-website',
  `cloudflare-${createHash('sha256').update(lock).digest('hex').slice(0, 12)}`,
);
const bin = join(cloudflareDir, 'node_modules', '.bin');

/** The compatibility date the bundled workerd supports (its newest). */
export const compatibilityDate = '2026-04-26';

/** Whether the runtime is installed. */
export function hasCloudflareRuntime() {
  return existsSync(join(bin, 'wrangler')) && existsSync(join(bin, 'node'));
}

/** Installs the pinned runtime with `npm ci` (install scripts stay off); true when it is there. */
export function installCloudflareRuntime() {
  if (hasCloudflareRuntime()) return true;
  rmSync(cloudflareDir, { recursive: true, force: true });
  mkdirSync(cloudflareDir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) {
    copyFileSync(join(source, file), join(cloudflareDir, file));
  }
  const install = spawnSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    { cwd: cloudflareDir, stdio: 'inherit' },
  );
  return install.status === 0 && hasCloudflareRuntime();
}

/**
 * The environment wrangler runs in: its Node first on PATH, no telemetry, no update check.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function cloudflareEnv(env = process.env) {
  return {
    ...env,
    PATH: `${bin}${delimiter}${env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_LOG: 'warn',
    NO_UPDATE_NOTIFIER: '1',
  };
}

/** The wrangler command line, as a string for a shell. */
export const wranglerBin = join(bin, 'wrangler');
