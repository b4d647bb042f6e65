import { z } from 'zod';
import { signalSchema } from '../entities/match';
import { marketSchema } from '../entities/primitives';
import { pageSchema } from './page';

/** Where an alert goes: e-mail, the Telegram bot (send type "bot"), or the alert pack's webhook. */
export const ALERT_CHANNELS = ['email', 'telegram', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * An alert's state in the outbox: waiting for its first try, failed and waiting for the next one, handed to the
 * channel, not sent on purpose (a muted bot), or given up after the last try (dead letter).
 */
export const ALERT_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'skipped', 'dead'] as const;
export type AlertDeliveryStatus = (typeof ALERT_DELIVERY_STATUSES)[number];

/** One row of the delivery log: what was sent where, when, and whether it arrived or why not. Times in unix ms. */
export const alertDeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(ALERT_CHANNELS),
  kind: z.enum(['match', 'jump']),
  market: marketSchema,
  packName: z.string().nullable(),
  pair: z.string(),
  side: signalSchema,
  /** The catalog's id, so the log names the strategy in the reader's language; `strategyName` is its English name. */
  strategyId: z.number().int(),
  strategyName: z.string(),
  timeframe: z.number().int(),
  status: z.enum(ALERT_DELIVERY_STATUSES),
  attempts: z.number().int().nonnegative(),
  /** The last failure (a channel's answer such as "smtp 451", "telegram-not-configured"); null when none. */
  reason: z.string().nullable(),
  createdAt: z.number().int(),
  deliveredAt: z.number().int().nullable(),
  nextAttemptAt: z.number().int().nullable(),
});
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;

export const alertDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const alertDeliveriesPageSchema = pageSchema(alertDeliverySchema);
export type AlertDeliveriesPage = z.infer<typeof alertDeliveriesPageSchema>;

/** The webhook of one alert pack as the editor shows it: fine, failing (with the last reason), or not tried yet. */
export const webhookStateSchema = z.object({
  market: marketSchema,
  packName: z.string(),
  state: z.enum(['ok', 'failing', 'untried']),
  reason: z.string().nullable(),
  at: z.number().int().nullable(),
});
export type WebhookState = z.infer<typeof webhookStateSchema>;
export const webhookStatesSchema = z.object({ webhooks: z.array(webhookStateSchema) });

/** The per-user key webhook bodies are signed with (HMAC-SHA256); the user reads it to check signatures. */
export const webhookSecretSchema = z.object({ secret: z.string() });

/** Headers of a webhook request: `sha256=<hex>` of `<timestamp>.<body>`, and the unix-seconds timestamp signed. */
export const WEBHOOK_HEADERS = {
  signature: 'x-tradescope-signature',
  timestamp: 'x-tradescope-timestamp',
} as const;
