// Load benchmark of `npm start` on loopback: 200 connections for 10 seconds over a mix of pages.
// Prints requests per second, p99 latency and errors. A benchmark, not a test: machines differ.
import http from 'node:http';
import autocannon from 'autocannon';
import { handle } from './serve.mjs';

const server = http.createServer(handle);
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const paths = [
  '/',
  '/ar',
  '/bamp/pmp',
  '/ar/bamp/pmp',
  '/our-programmes',
  '/ar/our-programmes',
  '/Course-Policy',
  '/ar/warning',
  '/contact-us',
  '/ar/jobs-opportunity',
  '/checkout',
  '/language-courses/english/general-english-courses',
  '/no-such-page',
];
const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: 200,
  duration: 10,
  headers: { 'accept-encoding': 'br, gzip' },
  requests: paths.map((path) => ({ method: 'GET', path })),
});
server.close();
const errors = result.errors + result.timeouts;
console.log('| metric | value |');
console.log('|---|---|');
console.log(`| requests per second (mean) | ${Math.round(result.requests.average)} |`);
console.log(`| latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms |`);
console.log(`| requests in 10 s | ${result.requests.total} |`);
console.log(`| errors and timeouts | ${errors} |`);
console.log(`| throughput | ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s |`);
process.exit(errors > 0 ? 1 : 0);
