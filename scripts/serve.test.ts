// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { onClientError, timeouts } from './serve.mjs';

/** A socket that records what is written to it and whether it was destroyed. */
function fakeSocket() {
  const socket = {
    writable: true,
    written: '',
    destroyed: false,
    end(data: string, done?: () => void) {
      socket.written += data;
      done?.();
    },
    destroy: vi.fn(() => {
      socket.destroyed = true;
    }),
  };
  return socket;
}

describe('npm start and slow or broken clients', () => {
  it('answers a request that did not arrive in time with 408, then closes the socket itself', () => {
    const socket = fakeSocket();
    onClientError(
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket as never,
    );
    expect(socket.written).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(socket.destroyed).toBe(true);
  });

  it('answers a request it cannot parse with 400 or 431, and closes the socket', () => {
    for (const [code, status] of [
      ['HPE_INVALID_METHOD', 400],
      ['HPE_HEADER_OVERFLOW', 431],
    ] as const) {
      const socket = fakeSocket();
      onClientError(Object.assign(new Error(code), { code }), socket as never);
      expect(socket.written, code).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(socket.destroyed, code).toBe(true);
    }
  });

  it('gives headers 10 s and a whole request 20 s, checked every second', () => {
    expect(timeouts).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 20_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    });
  });
});
