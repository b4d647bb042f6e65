import type { Settings } from '@tradescope/domain';
import { vi } from 'vitest';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A success envelope of DESIGN §5 around `data`. */
export const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), { headers: JSON_HEADERS });

/** An error envelope with the given status and message key. */
export const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ status: 'error', message }), { status, headers: JSON_HEADERS });

/** A JSON file as the static server sends it, without an envelope (strategies.json). */
export const plainJson = (data: unknown) => new Response(JSON.stringify(data));

/** A pending fetch that rejects as the browser does when its signal aborts. */
export const hangUntilAborted = (signal: AbortSignal | null | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

interface ApiRequest {
  /** The path after /api/v1/ (or after / for files), with its query: `user`, `crypto?source=binance-spot`. */
  readonly path: string;
  /** The parsed JSON body, or null for a request without one. */
  // biome-ignore lint/suspicious/noExplicitAny: each route reads the fields of its own request body.
  readonly body: any;
  readonly signal: AbortSignal | undefined;
}

/** Answers one path: a Response as it is, anything else as the data of a success envelope. */
export type ApiRoute = (request: ApiRequest) => unknown;

export interface FakeApi {
  /** Bodies posted to each path, in order. */
  readonly posted: Record<string, unknown[]>;
  /** The settings documents POSTed to user/settings/edit, in order. */
  readonly saved: () => Settings[];
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

const defaultRoutes: Record<string, ApiRoute> = {
  token: () => ({ token: 't', expiresAt: Date.now() + 900_000, impersonating: false }),
  'user/settings/edit': () => null,
};

/**
 * The server a test talks to: GET token and POST user/settings/edit always answer, `routes` answer their
 * exact paths, and anything else is a 404 `request.not-found` as the real server sends it.
 */
const fakeApi = (routes: Record<string, ApiRoute>): FakeApi => {
  const all = { ...defaultRoutes, ...routes };
  const posted: Record<string, unknown[]> = {};
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^.*?\/api\/v1\//, '')
      .replace(/^\//, '');
    const body = init?.body === undefined || init.body === null ? null : JSON.parse(String(init.body));
    if (body !== null) posted[path] = [...(posted[path] ?? []), body];
    const route = all[path];
    if (route === undefined) return failure(404, 'request.not-found');
    const answer = await route({ path, body, signal: init?.signal ?? undefined });
    return answer instanceof Response ? answer : envelope(answer);
  };
  const saved = () => (posted['user/settings/edit'] ?? []) as Settings[];
  return { posted, saved, fetch };
};

/** Puts a fake API in place of the global fetch (undone by vi.unstubAllGlobals). */
export const stubApi = (routes: Record<string, ApiRoute>): FakeApi => {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
};
