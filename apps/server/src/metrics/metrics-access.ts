import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

type Asked = {
  readonly remoteAddress: string | undefined;
  readonly authorization: string | undefined;
  /** A proxy's forwarding headers: a reverse proxy on the same host reaches the app from loopback. */
  readonly forwarded: boolean;
};

const sameSecret = (given: string, token: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read /metrics. With METRICS_TOKEN set, whoever sends it as a bearer token (401 otherwise, from anywhere).
 * Without it, only a direct loopback caller (a scraper or sidecar on the host); anyone else, including a request a
 * local reverse proxy forwarded, is told the page does not exist (404), so the operations data never leaks.
 */
export const metricsAccess = (token: string | undefined, asked: Asked): 200 | 401 | 404 => {
  if (token !== undefined) {
    const given = asked.authorization?.startsWith('Bearer ') ? asked.authorization.slice(7) : undefined;
    return given !== undefined && sameSecret(given, token) ? 200 : 401;
  }
  return asked.remoteAddress !== undefined && LOOPBACK.has(asked.remoteAddress) && !asked.forwarded
    ? 200
    : 404;
};
