import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Handles one request against dist/ as `npm start` does; never throws. */
export function handle(req: IncomingMessage, res: ServerResponse): void;
export function onClientError(error: Error & { code?: string }, socket: Socket): void;
export function createServer(): Server;
export declare const timeouts: {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
};
