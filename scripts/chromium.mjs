// The browser for scripts: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own;
// with the flags this closed network needs (without them Chromium stalls on background requests).
import { existsSync } from 'node:fs';

/** Looked up each time it is called (scripts/ensure-tools.mjs asks again after installing). */
export function findChromium() {
  return (
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  );
}

export const chromiumPath = findChromium();

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
