import { z } from 'zod';

/** Messages a browser sends on /ws/v1/{market}. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First message when the token is not in the URL, and again whenever the web refreshes its token. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('subscribe'), source: z.string().min(1).max(32) }),
  z.object({ type: z.literal('unsubscribe'), source: z.string().min(1).max(32) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * Close codes: the 4xxx range mirrors HTTP so the web can tell "sign in again" from "upgrade" from "slow down";
 * 1008, 1009 and 1013 are the standard ones for a broken rule, an oversized message and "try again later".
 */
export const WS_CLOSE = {
  goingAway: 1001,
  policy: 1008,
  tooBig: 1009,
  slowReader: 1013,
  unauthorized: 4401,
  forbidden: 4403,
  tooManySockets: 4429,
} as const;

export const WS_LIMITS = {
  /** OWASP's WebSocket cheat sheet: messages are "typically 64KB or less". */
  maxPayloadBytes: 64 * 1024,
  /** A client that sends no auth message this long after connecting is dropped. */
  authTimeoutMs: 10_000,
  /** OWASP's starting point: 100 messages a minute. */
  messagesPerMinute: 100,
  /** Bytes queued for a client before it counts as a slow reader and is dropped. */
  maxBufferedBytes: 1024 * 1024,
  socketsPerUser: 10,
  /** Price pushes are batched: at most one message per subscribed source per second. */
  pushEveryMs: 1000,
  /**
   * Sessions and freezes are re-checked this often: a terminated session, an expired token not refreshed by an
   * auth message, or a frozen crypto plan closes the socket within this time.
   */
  recheckEveryMs: 30_000,
} as const;
