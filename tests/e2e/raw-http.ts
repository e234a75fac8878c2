import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/**
 * One request with the path sent exactly as written (no URL normalisation: `..`, `%2f`, `//`
 * reach the server as they are), no redirects followed.
 */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: options.method ?? 'GET',
        headers: { 'Accept-Encoding': 'identity', Connection: 'close', ...options.headers },
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

/** Writes raw bytes on a socket and returns the status line of the answer ('' when none). */
export function rawSocket(
  base: string,
  bytes: string | Buffer,
  timeoutMs = 5_000,
): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer.split('\r\n')[0] ?? '');
    };
    socket.setTimeout(timeoutMs, done);
    socket.on('connect', () => socket.end(bytes));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', done);
    socket.on('error', done);
  });
}
