import type { AlertOutboxTable } from '../../db';
import type { AlertPayload } from '../alert-payload';
import type { AlertLanguage } from '../alert-text';

/** What a channel made of one try: handed over, try again (maybe not before a time), give up, or not sent on purpose. */
export type SendOutcome =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly reason: string; readonly retryAfterMs?: number }
  | { readonly kind: 'dead'; readonly reason: string }
  | { readonly kind: 'skipped'; readonly reason: string };

/** An outbox row a worker holds, its payload parsed. */
export type ClaimedAlert = Pick<
  AlertOutboxTable,
  'id' | 'user_id' | 'match_id' | 'channel' | 'kind' | 'market' | 'pack_name' | 'target' | 'attempts'
> & { readonly payload: AlertPayload; readonly leaseToken: string };

/** The user an alert goes to, read when it is sent (a changed e-mail or language applies at once). */
export type Recipient = { readonly userId: string; readonly email: string; readonly language: AlertLanguage };

export interface AlertChannel {
  /** Sends one alert, or several of one user as one message (an e-mail digest); the outcome holds for all. */
  send(alerts: readonly ClaimedAlert[], recipient: Recipient): Promise<SendOutcome>;
}

/** A failure as one short line; fetch's "fetch failed" names its cause (connect ECONNREFUSED ...) after it. */
export const reasonOf = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${message}${cause}`.replace(/\s+/g, ' ').slice(0, 300);
};
