import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A non-2xx answer; `retryAfter` is the raw header a 429 carries. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter: string | undefined,
    body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 200)}`);
    this.name = 'HttpStatusError';
  }
}

/** 4xx but 429: the request itself is wrong (unknown instrument, bad token), so asking again will not help. */
export const isClientError = (error: unknown): boolean =>
  error instanceof HttpStatusError && error.status >= 400 && error.status < 500 && error.status !== 429;

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * node:http(s) with our own keep-alive agents, so a venue sees few connections (OANDA allows two new ones a
 * second) and `destroy()` closes every socket when the feed stops.
 */
export class HttpClient {
  readonly #http: http.Agent;
  readonly #https: https.Agent;
  readonly #timeoutMs: number;

  constructor(maxSockets: number, timeoutMs = 15_000) {
    this.#http = new http.Agent({ keepAlive: true, maxSockets });
    this.#https = new https.Agent({ keepAlive: true, maxSockets });
    this.#timeoutMs = timeoutMs;
  }

  /**
   * Opens a request and resolves with the response as soon as its headers arrive. A stream passes `idleMs` 0 and
   * watches its own heartbeats.
   */
  open(
    url: string,
    headers: Record<string, string>,
    signal?: AbortSignal,
    idleMs = this.#timeoutMs,
  ): Promise<IncomingMessage> {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const request = (secure ? https : http).request;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        target,
        { method: 'GET', headers, agent: secure ? this.#https : this.#http, signal },
        resolve,
      );
      if (idleMs > 0)
        outgoing.setTimeout(idleMs, () => outgoing.destroy(new Error(`no answer from ${target.host}`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  /** A whole answer; throws HttpStatusError unless 2xx. */
  async get(url: string, headers: Record<string, string>): Promise<HttpAnswer> {
    const response = await this.open(url, headers);
    let body = '';
    response.setEncoding('utf8');
    for await (const chunk of response) body += chunk;
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      throw new HttpStatusError(status, headerText(response.headers['retry-after']), body);
    }
    return { status, headers: response.headers, body };
  }

  async getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
    return JSON.parse((await this.get(url, headers)).body) as T;
  }

  destroy(): void {
    this.#http.destroy();
    this.#https.destroy();
  }
}
