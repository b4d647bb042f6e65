export type { TelegramAlerts, TelegramRecipient, TelegramSendResult } from './telegram-alerts';
export { createTelegram, type TelegramModule } from './telegram-bot';
export { telegramWebhookRoutes } from './webhook.routes';
