import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { nginxPath } from './scripts/nginx-path.mjs';
import {
  cloudflareEnv,
  compatibilityDate,
  hasCloudflareRuntime,
  wranglerBin,
} from './scripts/cloudflare-runtime.mjs';
import { pagesPort, workersPort } from './tests/e2e/servers';

/** A browser from CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own. */
const executablePath = chromiumPath;

const port = Number(process.env.E2E_PORT ?? 4180);
/** nginx serves the same dist/ with deploy/nginx/nginx.conf; only E2E_NGINX=0 leaves it out. */
const withNginx = process.env.E2E_NGINX !== '0';
const nginx = nginxPath();
if (withNginx && !nginx) {
  throw new Error(
    'nginx is not installed: apt-get install nginx, or E2E_NGINX=0 to skip its tests',
  );
}

/** Cloudflare Pages and Workers on wrangler's local runtime; only E2E_CLOUDFLARE=0 leaves them out. */
const withCloudflare = process.env.E2E_CLOUDFLARE !== '0';
if (withCloudflare && !hasCloudflareRuntime()) {
  throw new Error(
    "Cloudflare's local runtime is not installed: npm test installs it (scripts/ensure-tools.mjs), or E2E_CLOUDFLARE=0 to skip its tests",
  );
}
const wrangler = (args: string, port: number) => ({
  command: `${wranglerBin} ${args} --port ${port} --ip 127.0.0.1 --compatibility-date ${compatibilityDate}`,
  env: cloudflareEnv() as Record<string, string>,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A ceiling on each wait for a state, not a wait: a loaded 2-core host can take longer than the
  // default 5 s to run a search or a check, and a passing wait returns as soon as the state is there.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(port), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(withNginx
      ? [
          {
            command: `${nginx} -p deploy/nginx -c nginx.conf`,
            url: 'http://127.0.0.1:4190/',
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(withCloudflare
      ? [
          wrangler('pages dev dist', pagesPort),
          wrangler('dev --config deploy/cloudflare/wrangler.jsonc', workersPort),
        ]
      : []),
  ],
});
