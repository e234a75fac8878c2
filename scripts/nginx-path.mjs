// nginx for the serving tests: on PATH, or where Debian installs it (/usr/sbin is not on every
// user's PATH).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function nginxPath() {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) =>
    existsSync(path),
  );
}
