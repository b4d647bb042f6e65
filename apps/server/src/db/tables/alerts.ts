/**
 * Tables of the alerts module (its migration: migrations/0011-alerts.ts). alert_outbox holds one row per alert to
 * send (user, match, channel), written in the transaction that decided it and moved through pending, retrying,
 * delivered, skipped or dead by the delivery workers; alert_attempts keeps each try. Times are unix milliseconds.
 */
export type AlertOutboxTable = {
  id: string;
  user_id: string;
  /** The engine's match id, or a jump's id. */
  match_id: string;
  channel: 'email' | 'telegram' | 'webhook';
  kind: 'match' | 'jump';
  market: string;
  pack_name: string | null;
  /** The webhook URL as it was when the alert was decided; null for e-mail and Telegram (read when sending). */
  target: string | null;
  /** JSON: the match as the messages show it (pair, side, strategy, timeframe, price, zone, chart query). */
  payload_json: string;
  status: 'pending' | 'retrying' | 'delivered' | 'skipped' | 'dead';
  attempts: number;
  /** When the row is next due; null once it is settled. */
  next_attempt_at: number | null;
  /** A worker holds the row until then; a killed process's rows come back once it passes. */
  lease_until: number | null;
  lease_token: string | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
};

export type AlertAttemptsTable = {
  outbox_id: string;
  attempt: number;
  at: number;
  ok: number;
  error: string | null;
};

export type AlertWebhookSecretsTable = {
  user_id: string;
  secret: string;
  created_at: number;
};

export type AlertsTables = {
  alert_outbox: AlertOutboxTable;
  alert_attempts: AlertAttemptsTable;
  alert_webhook_secrets: AlertWebhookSecretsTable;
};
