import { z } from 'zod';
import { matchStateSchema } from '../entities/match';

/** Messages a browser sends on /ws/v1/{market}. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First message when the token is not in the URL, and again whenever the web refreshes its token. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('subscribe'), source: z.string().min(1).max(32) }),
  z.object({ type: z.literal('unsubscribe'), source: z.string().min(1).max(32) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** One pair's latest price in a push: the source's symbol, the pair, the price. */
export const priceTickSchema = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  price: z.number(),
});

const prices = z.array(z.unknown());

/**
 * Messages the server sends on /ws/v1/{market}. `prices` (a push, at most one a second per source) and `subscribed`
 * (the answer to a subscription, with the source's current prices) carry ticks; `matches` says the source's
 * matches changed (`states`: the lifecycle states listed matches entered, when some did; changes close together come
 * in one notice, at most one a second per source); `error` carries a message key. Prices are kept as they came: a
 * reader drops a malformed tick rather than the whole push.
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticated') }),
  z.object({ type: z.literal('subscribed'), source: z.string(), time: z.number(), prices }),
  z.object({ type: z.literal('prices'), source: z.string(), time: z.number(), prices }),
  z.object({ type: z.literal('unsubscribed'), source: z.string() }),
  z.object({ type: z.literal('pong'), time: z.number() }),
  z.object({ type: z.literal('matches'), source: z.string(), states: z.array(matchStateSchema).optional() }),
  z.object({ type: z.literal('error'), message: z.string(), source: z.string().optional() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

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
