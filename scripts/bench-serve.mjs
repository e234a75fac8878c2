// The serving bench: `npm start` and nginx, each in a process of its own, loaded from this one
// with autocannon, on loopback only. A bench, not a test: it prints tables for docs/benchmarks.md
// and asserts no figure. Every loop is bounded in count and time.
//
//   npm run bench:serve                  load, then slow clients, then the soak
//   npm run bench:serve -- load          50 connections, 10 s per case
//   npm run bench:serve -- slow          held-open headers and bodies beside normal clients
//   npm run bench:serve -- soak          SOAK_SECONDS (300) of a mixed list, memory sampled
//
// Needs a build (`npm run build`) and, for nginx, nginx installed (E2E_NGINX=0 leaves it out).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { nginxPath } from './nginx-path.mjs';

const root = join(import.meta.dirname, '..');
/** @type {{ pages: Record<string, string>, redirects: { from: string, location: string }[] }} */
const rules = JSON.parse(readFileSync(join(root, 'dist-server', 'http-rules.json'), 'utf8'));
const host = '127.0.0.1';

/** @typedef {{ name: string, port: number, child: import('node:child_process').ChildProcess }} Engine */

/** Whether something answers HTTP on `port` (fetch refuses nginx's 4190, a "bad port"). */
function answers(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const request = http.get({ host, port, path: '/', timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });
}

/** Starts one engine and waits until it answers; null when it is not installed. */
async function start(/** @type {string} */ name) {
  const nginx = nginxPath();
  const [command, args, port] =
    name === 'nginx'
      ? [nginx, ['-p', 'deploy/nginx', '-c', 'nginx.conf'], 4190]
      : [process.execPath, ['scripts/serve.mjs'], 4183];
  if (!command) return null;
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let tries = 0; tries < 100 && !exited; tries += 1) {
    const up = await answers(port);
    if (up) return /** @type {Engine} */ ({ name, port, child });
    await sleep(100);
  }
  child.kill();
  throw new Error(
    `${name} did not start on port ${port}${exited ? ' (it exited: is the port taken?)' : ''}`,
  );
}

async function stop(/** @type {Engine} */ engine) {
  engine.child.kill('SIGTERM');
  await new Promise((resolve) => engine.child.once('exit', resolve));
}

/** Resident memory of a process and its children (nginx's workers), in MB, from /proc. */
function rssMb(/** @type {number} */ pid) {
  const kb = (/** @type {number} */ id) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...children].reduce((sum, id) => sum + kb(id), 0) / 1024;
}

/**
 * The mixed list: every page in both languages, hashed assets, redirects and unknown paths, each
 * with the status it must get.
 */
function mixedList() {
  const assets = readdirSync(join(root, 'dist', 'assets'))
    .filter((file) => /\.(js|css|woff2)$/.test(file))
    .slice(0, 12)
    .map((file) => ({ path: `/assets/${file}`, status: 200 }));
  const pages = Object.keys(rules.pages).map((path) => ({ path: encodeURI(path), status: 200 }));
  const redirects = rules.redirects
    .filter((_, index) => index % 12 === 0)
    .map(({ from }) => ({ path: encodeURI(from), status: 301 }));
  const missing = ['/no-such-page', '/ar/no-such-page', '/assets/nope.js', '/ar/bamp/nope'].map(
    (path) => ({ path, status: 404 }),
  );
  return [...pages, ...assets, ...redirects, ...missing];
}

/**
 * Asks each path once, one at a time, and lists the ones that do not get their status. (During a
 * load run autocannon cannot tell which request an answer belongs to once a server closes a
 * kept-alive connection, so the load runs count only errors and 5xx, and this pass checks the rest.)
 */
async function wrongAnswers(
  /** @type {Engine} */ engine,
  /** @type {{ path: string, status: number }[]} */ list,
) {
  /** @type {string[]} */
  const wrong = [];
  for (const { path, status } of list) {
    const code = await new Promise((resolve) => {
      http
        .get({ host, port: engine.port, path, timeout: 5000 }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', () => resolve(0));
    });
    if (code !== status) wrong.push(`${path} → ${code}, not ${status}`);
  }
  return wrong;
}

/** One autocannon run; `failed` counts errors, timeouts and 5xx answers. */
async function load(
  /** @type {Engine} */ engine,
  /** @type {{ path: string, status: number }[]} */ list,
  /** @type {{ connections: number, duration: number, encoding: string }} */ options,
) {
  const result = await autocannon({
    url: `http://${host}:${engine.port}`,
    connections: options.connections,
    duration: options.duration,
    headers: options.encoding ? { 'accept-encoding': options.encoding } : {},
    requests: list.map(({ path }) => ({ method: 'GET', path })),
  });
  // autocannon counts answers per status code; its types leave the field out.
  const byStatus = /** @type {{ statusCodeStats?: Record<string, { count: number }> }} */ (
    /** @type {unknown} */ (result)
  ).statusCodeStats;
  const serverErrors = Object.entries(byStatus ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, stats]) => sum + stats.count, 0);
  return { result, failed: result.errors + result.timeouts + serverErrors };
}

function row(/** @type {string[]} */ cells) {
  return `| ${cells.join(' | ')} |`;
}

/** A Markdown table's header row and its separator. */
function header(/** @type {string[]} */ cells) {
  console.log(row(cells));
  console.log(row(cells.map(() => '---')));
}

async function loadBench(/** @type {Engine[]} */ engines) {
  const cases = [
    {
      name: 'English page, uncompressed',
      list: [{ path: '/about-us', status: 200 }],
      encoding: '',
    },
    {
      name: 'Arabic page, compressed (br, gzip)',
      list: [{ path: '/ar/about-us', status: 200 }],
      encoding: 'br, gzip',
    },
    {
      name: 'mixed list (pages, assets, redirects, 404s)',
      list: mixedList(),
      encoding: 'br, gzip',
    },
  ];
  console.log('\nLoad: 50 connections, 10 s per case, autocannon in the bench process\n');
  header([
    'engine',
    'case',
    'requests/s',
    'p50',
    'p99',
    'errors, timeouts, 5xx',
    'wrong status after',
  ]);
  for (const engine of engines) {
    for (const { name, list, encoding } of cases) {
      const { result, failed } = await load(engine, list, {
        connections: 50,
        duration: 10,
        encoding,
      });
      console.log(
        row([
          engine.name,
          name,
          String(Math.round(result.requests.average)),
          `${result.latency.p50} ms`,
          `${result.latency.p99} ms`,
          String(failed),
          String((await wrongAnswers(engine, list)).length),
        ]),
      );
    }
  }
}

async function soakBench(/** @type {Engine[]} */ engines) {
  const seconds = Number(process.env.SOAK_SECONDS ?? 300);
  const list = mixedList();
  console.log(
    `\nSoak: ${seconds} s per engine, 20 connections, ${list.length} paths in turn (${Object.keys(rules.pages).length} pages, assets, redirects, 404s); memory sampled every 10 s\n`,
  );
  header([
    'engine',
    'requests',
    'requests/s',
    'p99',
    'errors, timeouts, 5xx',
    'wrong status after',
    'RSS MB at 10 s / end / max',
  ]);
  for (const engine of engines) {
    const pid = /** @type {number} */ (engine.child.pid);
    /** @type {number[]} */
    const samples = [];
    const timer = setInterval(() => samples.push(rssMb(pid)), 10_000);
    const { result, failed } = await load(engine, list, {
      connections: 20,
      duration: seconds,
      encoding: 'br, gzip',
    });
    clearInterval(timer);
    samples.push(rssMb(pid));
    const [first = 0] = samples;
    console.log(
      row([
        engine.name,
        String(result.requests.total),
        String(Math.round(result.requests.average)),
        `${result.latency.p99} ms`,
        String(failed),
        String((await wrongAnswers(engine, list)).length),
        `${first.toFixed(1)} / ${samples.at(-1)?.toFixed(1)} / ${Math.max(...samples).toFixed(1)}`,
      ]),
    );
    console.log(`  RSS samples (MB): ${samples.map((mb) => mb.toFixed(1)).join(' ')}`);
    const wrong = await wrongAnswers(engine, list);
    if (wrong.length) console.log(`  wrong: ${wrong.slice(0, 5).join('; ')}`);
  }
}

/**
 * Opens `count` connections that never finish: `kind` 'headers' sends a header line every 2 s
 * and never the blank line; 'body' announces 1 MB of body and sends a byte every 2 s. Resolves
 * with how long the engine took to close each one (null: still open when the bench gave up).
 */
function holdOpen(
  /** @type {Engine} */ engine,
  /** @type {'headers' | 'body'} */ kind,
  /** @type {number} */ count,
  /** @type {number} */ giveUpMs,
) {
  const started = Date.now();
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      /** @type {Promise<number | null>} */
      const closed = new Promise((resolve) => {
        const socket = net.connect(engine.port, host);
        const head =
          kind === 'headers'
            ? `GET /about-us HTTP/1.1\r\nHost: ${host}\r\n`
            : `POST /contact-us HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1048576\r\n\r\nx`;
        socket.on('connect', () => socket.write(head));
        socket.on('error', () => {});
        // Read what the engine answers (a 408 or 400), so its closing is seen.
        socket.resume();
        const drip = setInterval(() => {
          if (!socket.writable) return;
          socket.write(kind === 'headers' ? `X-Slow-${index}: 1\r\n` : 'x');
        }, 2000);
        const giveUp = setTimeout(() => {
          clearInterval(drip);
          socket.destroy();
          resolve(null);
        }, giveUpMs);
        socket.on('close', () => {
          clearInterval(drip);
          clearTimeout(giveUp);
          resolve(Date.now() - started);
        });
      });
      return closed;
    }),
  );
}

function closedSummary(/** @type {(number | null)[]} */ times) {
  const closed = times.filter((time) => time !== null);
  const open = times.length - closed.length;
  if (closed.length === 0) return `none closed, ${open} still open`;
  const max = Math.max(...closed);
  return `${closed.length} closed by ${(max / 1000).toFixed(1)} s${open ? `, ${open} still open` : ''}`;
}

async function slowBench(/** @type {Engine[]} */ engines) {
  const giveUpMs = 45_000;
  console.log(
    `\nSlow clients: 300 connections whose headers never end and 100 whose body never ends (a line or a byte every 2 s), held beside 10 normal clients for 30 s; the bench gives up on a connection after ${giveUpMs / 1000} s\n`,
  );
  header([
    'engine',
    'normal clients alone: req/s, p99',
    'beside the slow ones: req/s, p99, errors',
    'unfinished headers',
    'unfinished bodies',
  ]);
  const pages = [
    { path: '/about-us', status: 200 },
    { path: '/ar/about-us', status: 200 },
  ];
  for (const engine of engines) {
    const options = { connections: 10, duration: 10, encoding: 'br' };
    const alone = (await load(engine, pages, options)).result;
    const headers = holdOpen(engine, 'headers', 300, giveUpMs);
    const bodies = holdOpen(engine, 'body', 100, giveUpMs);
    await sleep(1000);
    const beside = await load(engine, pages, { ...options, duration: 30 });
    console.log(
      row([
        engine.name,
        `${Math.round(alone.requests.average)}, ${alone.latency.p99} ms`,
        `${Math.round(beside.result.requests.average)}, ${beside.result.latency.p99} ms, ${beside.failed}`,
        closedSummary(await headers),
        closedSummary(await bodies),
      ]),
    );
  }
}

const modes = process.argv.slice(2);
const run = (/** @type {string} */ mode) => modes.length === 0 || modes.includes(mode);
const names = ['npm start', ...(process.env.E2E_NGINX === '0' ? [] : ['nginx'])];
const engines = /** @type {Engine[]} */ ((await Promise.all(names.map(start))).filter(Boolean));
console.log(`Engines: ${engines.map(({ name, port }) => `${name} on ${host}:${port}`).join(', ')}`);
try {
  if (run('load')) await loadBench(engines);
  if (run('slow')) await slowBench(engines);
  if (run('soak')) await soakBench(engines);
} finally {
  await Promise.all(engines.map(stop));
}
