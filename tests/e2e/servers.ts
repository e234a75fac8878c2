/**
 * The engines the serving tests check, each on its own runtime: `npm start` always; nginx, and
 * Cloudflare Pages and Workers (wrangler's local runtime, workerd) unless E2E_NGINX=0 or
 * E2E_CLOUDFLARE=0 leaves them out. `precompressed`: which of the build's .br/.gz files the engine
 * sends (Debian's nginx has no brotli module; Cloudflare compresses at its edge instead, which its
 * local runtime does not do).
 */
export const nodePort = Number(process.env.E2E_PORT ?? 4180);
export const nginxPort = 4190;
export const pagesPort = 4191;
export const workersPort = 4192;

export interface Engine {
  name: string;
  base: string;
  /** Ours: `npm start` and nginx, whose every answer the site decides (the CDN's are its own). */
  ours: boolean;
  precompressed: ('br' | 'gzip')[];
  /**
   * Files of dist/ this engine publishes that the others keep back: Cloudflare Pages serves
   * `.assetsignore`, the list Cloudflare Workers reads and hides (three lines, nothing secret).
   */
  alsoPublishes: string[];
}

const local = (port: number) => `http://127.0.0.1:${port}`;

export function servers(): Engine[] {
  const list: Engine[] = [
    {
      name: 'npm start',
      base: local(nodePort),
      ours: true,
      precompressed: ['br', 'gzip'],
      alsoPublishes: [],
    },
  ];
  if (process.env.E2E_NGINX !== '0')
    list.push({
      name: 'nginx',
      base: local(nginxPort),
      ours: true,
      precompressed: ['gzip'],
      alsoPublishes: [],
    });
  if (process.env.E2E_CLOUDFLARE !== '0') {
    list.push(
      {
        name: 'Cloudflare Pages',
        base: local(pagesPort),
        ours: false,
        precompressed: [],
        alsoPublishes: ['/.assetsignore'],
      },
      {
        name: 'Cloudflare Workers',
        base: local(workersPort),
        ours: false,
        precompressed: [],
        alsoPublishes: [],
      },
    );
  }
  return list;
}

/** The servers whose every answer is ours to decide: the hostile-input tests hold them to it. */
export function ourServers(): Engine[] {
  return servers().filter((engine) => engine.ours);
}
