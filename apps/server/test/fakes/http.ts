import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
}

export type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

/** A loopback HTTP server for the fakes: records every request and closes every socket on `close()`. */
export class FakeHttp {
  readonly server: Server;
  readonly requests: RecordedRequest[] = [];
  #port = 0;

  constructor(handler: Handler) {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      this.requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
      });
      handler(request, response, url);
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  get port(): number {
    return this.#port;
  }

  /** On a free port, or on `port` when a process outside the test must find it (journeys). */
  async listen(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.#port = (this.server.address() as AddressInfo).port;
  }

  /** Open TCP connections (keep-alive REST sockets, streams, websockets). */
  connections(): Promise<number> {
    return new Promise((resolve, reject) =>
      this.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export const sendJson = (response: ServerResponse, status: number, body: unknown, headers = {}): void => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};
