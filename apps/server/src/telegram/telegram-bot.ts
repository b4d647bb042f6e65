import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Bot, webhookCallback } from 'grammy';
import type { Database } from '../db';
import { createBindingsRepo } from './bindings-repo';
import { botCommands } from './commands';
import { type ApiSignal, sendAlert } from './send-alert';
import { installSendLimits } from './send-limits';
import { failureOf } from './send-result';
import type { TelegramAlerts } from './telegram-alerts';

/** Where Telegram posts updates in webhook mode, under /api/v1. */
export const WEBHOOK_PATH = '/telegram/webhook';

// The only updates the bot acts on; Telegram sends nothing else.
const ALLOWED_UPDATES = ['message', 'my_chat_member'] as const;
// Long polls last 30 s (grammY's default); a call taking longer than this is dead.
const CALL_TIMEOUT_S = 40;
// Closing confirms the last update with one more getUpdates; an unreachable Bot API must not hold the shutdown.
const STOP_GRACE_MS = 3000;
// setWebhook refused by a Bot API that is down is tried again, from 1 s up to a minute apart.
const WEBHOOK_RETRY_MS = { first: 1000, longest: 60_000 } as const;

export type TelegramWebhook = {
  /** The secret Telegram repeats in X-Telegram-Bot-Api-Secret-Token. */
  secret: string;
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
};

export type TelegramModule = {
  alerts: TelegramAlerts;
  /** Set when PUBLIC_URL is https: the app registers the route, Telegram posts to it. */
  webhook: TelegramWebhook | undefined;
  /** Starts long polling, or registers the webhook; returns at once (the Bot API may be slow or down). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

type TelegramDeps = {
  token: string;
  apiRoot: string;
  publicUrl: string;
  db: Database;
  now: () => number;
  log: FastifyBaseLogger;
};

// Stable across restarts and never stored: derived from the bot token, which only this server and Telegram know.
const webhookSecretOf = (token: string): string =>
  createHash('sha256').update(`tradescope-telegram-webhook:${token}`).digest('hex');

const within = async (work: Promise<unknown>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work.catch(() => undefined), deadline]);
  clearTimeout(timer);
};

/**
 * The alert bot (issue 14): binds chats through the links of GET alert-bots/bot-address, answers /stop, /status and
 * /mute, and sends alerts queued behind the Bot API limits. Long polling, or a webhook when the app is on https.
 */
export const createTelegram = ({ token, apiRoot, publicUrl, db, now, log }: TelegramDeps): TelegramModule => {
  const bindings = createBindingsRepo(db);
  const bot = new Bot(token, { client: { apiRoot, timeoutSeconds: CALL_TIMEOUT_S } });
  installSendLimits(bot.api);
  // Caught here in both modes: a failing update is logged, never retried by Telegram or fatal to the polling loop.
  bot
    .errorBoundary((error) => log.error({ err: error.error }, 'telegram bot: an update failed'))
    .use(botCommands({ bindings, now }));

  const stopping = new AbortController();
  const signal = stopping.signal as unknown as ApiSignal;
  const secret = webhookSecretOf(token);
  const webhook: TelegramWebhook | undefined = publicUrl.startsWith('https:')
    ? // A reply may queue behind a burst of alerts to its chat: answer Telegram at once rather than time out.
      { secret, handle: webhookCallback(bot, 'fastify', { secretToken: secret, onTimeout: 'return' }) }
    : undefined;

  const startWebhook = async () => {
    await bot.init(signal);
    const url = `${publicUrl}/api/v1${WEBHOOK_PATH}`;
    for (
      let waitMs: number = WEBHOOK_RETRY_MS.first;
      ;
      waitMs = Math.min(2 * waitMs, WEBHOOK_RETRY_MS.longest)
    ) {
      try {
        await bot.api.setWebhook(
          url,
          { secret_token: secret, allowed_updates: [...ALLOWED_UPDATES] },
          signal,
        );
        break;
      } catch (error) {
        // Without the webhook no update ever arrives: an outage is waited out, a refusal (bad URL) is logged.
        if (stopping.signal.aborted || failureOf(error).kind !== 'retry') throw error;
        log.warn({ err: error, waitMs }, 'telegram bot: setWebhook failed, trying again');
        await sleep(waitMs, undefined, { signal: stopping.signal });
      }
    }
    log.info({ bot: bot.botInfo.username }, 'telegram bot: webhook set');
  };

  const startPolling = async () => {
    await bot.init(signal);
    if (stopping.signal.aborted) return;
    await bot.start({
      allowed_updates: [...ALLOWED_UPDATES],
      onStart: (me) => log.info({ bot: me.username }, 'telegram bot: long polling'),
    });
  };

  return {
    alerts: {
      recipientOf: async (userId) => {
        const chat = await bindings.chatOf(userId);
        if (chat === undefined) return { none: 'unbound' };
        return chat.mutedUntil !== null && chat.mutedUntil > now()
          ? { none: 'muted' }
          : { chatId: chat.chatId };
      },
      send: (chatId, message) => sendAlert(bot.api, bindings, chatId, message, signal),
    },
    webhook,
    start: async () => {
      (webhook === undefined ? startPolling() : startWebhook()).catch((error: unknown) => {
        if (!stopping.signal.aborted) log.error({ err: error }, 'telegram bot: could not start');
      });
    },
    stop: async () => {
      stopping.abort();
      if (bot.isRunning()) await within(bot.stop(), STOP_GRACE_MS);
    },
  };
};
