// The browser for scripts: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own;
// with the flags this closed network needs (without them Chromium stalls on background requests).
import { existsSync } from 'node:fs';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
