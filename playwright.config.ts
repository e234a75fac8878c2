import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { nginxPath } from './scripts/nginx-path.mjs';

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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
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
  ],
});
