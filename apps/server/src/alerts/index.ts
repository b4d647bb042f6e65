// The door of the alerts: evaluation of scanned matches (and jumps) against every user's alert packs, the durable
// outbox and its delivery workers (e-mail, Telegram through the Telegram module's TelegramAlerts, webhooks), and the
// delivery-log routes. compose.ts feeds it "matches changed" and 3-minute candle closes.
export type { AlertDecision } from './alert-payload';
export { alertsRoutes } from './alerts.routes';
export { type Alerts, type AlertsDeps, createAlerts } from './alerts-service';
export type { Resolve } from './channels/guarded-lookup';
export type { DeliveryOptions } from './delivery';
