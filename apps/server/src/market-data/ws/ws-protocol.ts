// The messages and close codes are a contract the web speaks too: they live in the domain.
export { type ClientMessage, clientMessageSchema, type ServerMessage, WS_CLOSE } from '@tradescope/domain';

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
   * "matches" notices of one market and source are merged: the first goes at once, what changes after it goes in one
   * notice at the end of this window (an hour boundary's burst applies hundreds of scans in about a second). Short,
   * so a merged notice adds at most a quarter second to close -> notice; the web's own once-a-second refetch
   * (useLiveMatches) stays the larger wait.
   */
  matchNoticeMs: 250,
  /**
   * Sessions and freezes are re-checked this often: a terminated session, an expired token not refreshed by an
   * auth message, or a frozen crypto plan closes the socket within this time.
   */
  recheckEveryMs: 30_000,
} as const;
