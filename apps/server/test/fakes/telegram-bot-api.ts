import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { waitFor } from '../wait';
import { FakeHttp, sendJson } from './http';
import { htmlProblemOf } from './telegram-html';

/** A token of the shape BotFather hands out; the fake answers 401 to any other. */
export const FAKE_BOT_TOKEN = '7012345678:AAFakeTelegramTokenForLoopbackTests_0';
export const FAKE_BOT_USERNAME = 'TradescopeTestBot';

/** A message or photo the bot sent, as the fake received it; `at` is performance.now() milliseconds. */
export type SentTelegramMessage = {
  method: 'sendMessage' | 'sendPhoto';
  chatId: string;
  /** The text, or the photo's caption. */
  text: string;
  parseMode: string | undefined;
  photo: string | undefined;
  at: number;
};

/** A refusal the next matching calls get: 429 with retry_after, 5xx, or any Bot API error. */
export type TelegramFault = {
  status: number;
  description?: string;
  /** Seconds, sent as parameters.retry_after (429). */
  retryAfter?: number;
  /** Only calls of this method (default: sendMessage and sendPhoto). */
  method?: string;
  /** Only calls to this chat. */
  chatId?: string;
  /** How many calls it refuses (default 1). */
  times?: number;
};

type Update = { update_id: number } & Record<string, unknown>;
type Body = Record<string, unknown>;
type Poll = { offset: number; wake: () => void };

const SEND_METHODS = new Set(['sendMessage', 'sendPhoto']);
const DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden: bot was blocked by the user',
  429: 'Too Many Requests: retry after',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

const readBody = (request: IncomingMessage): Promise<Body> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const type = request.headers['content-type'] ?? '';
      try {
        if (type.startsWith('application/json')) resolve(text === '' ? {} : (JSON.parse(text) as Body));
        else resolve(Object.fromEntries(new URLSearchParams(text)));
      } catch {
        resolve({});
      }
    });
  });

const int = (value: unknown, fallback: number): number => {
  const number = Number(value);
  return value === undefined || !Number.isFinite(number) ? fallback : Math.trunc(number);
};

const refuse = (response: ServerResponse, status: number, description: string, retryAfter?: number) =>
  sendJson(response, status, {
    ok: false,
    error_code: status,
    description,
    ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }),
  });

/**
 * The Telegram Bot API on loopback, speaking its real paths (`/bot<token>/<method>`, JSON or form bodies, the
 * `{ ok, result }` / `{ ok: false, error_code, description, parameters }` answers): getMe, getUpdates (long poll with
 * offset, limit and timeout; 409 while a webhook is set), sendMessage and sendPhoto (recorded, HTML checked as
 * Telegram checks it), setWebhook, deleteWebhook and getWebhookInfo. Tests type into chats, refuse calls on
 * demand (429 with retry_after, 5xx) and block chats (403).
 */
export class FakeTelegramBotApi {
  readonly http: FakeHttp;
  readonly token: string;
  /** Every message and photo delivered, in arrival order. */
  readonly sent: SentTelegramMessage[] = [];
  /** Every call, refused or not (method and body), in arrival order. */
  readonly calls: { method: string; body: Body; at: number }[] = [];
  /** Set by setWebhook, cleared by deleteWebhook. */
  webhook: { url: string; secretToken: string | undefined; allowedUpdates: unknown } | undefined;
  readonly #blocked = new Set<string>();
  #updates: Update[] = [];
  #nextUpdateId = 1;
  #nextMessageId = 1;
  #faults: (TelegramFault & { left: number })[] = [];
  readonly #polls = new Set<Poll>();

  private constructor(token: string) {
    this.token = token;
    this.http = new FakeHttp((request, response, url) => {
      void readBody(request).then((body) => this.#answer(request, response, url, body));
    });
  }

  static async start(token = FAKE_BOT_TOKEN, port = 0): Promise<FakeTelegramBotApi> {
    const fake = new FakeTelegramBotApi(token);
    await fake.http.listen(port);
    return fake;
  }

  /** What TELEGRAM_API_ROOT is set to. */
  get apiRoot(): string {
    return this.http.url;
  }

  /** Polls waiting right now: the bot is long polling. */
  get waitingPolls(): number {
    return this.#polls.size;
  }

  /** A user types into the private chat with the bot (commands get their bot_command entity, as Telegram adds). */
  type(
    chatId: number | string,
    text: string,
    from: { languageCode?: string; firstName?: string } = {},
  ): Update {
    const id = Number(chatId);
    const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text);
    return this.inject({
      message: {
        message_id: this.#nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id, type: 'private', first_name: from.firstName ?? 'Trader' },
        from: {
          id,
          is_bot: false,
          first_name: from.firstName ?? 'Trader',
          ...(from.languageCode === undefined ? {} : { language_code: from.languageCode }),
        },
        text,
        ...(command === null
          ? {}
          : { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] }),
      },
    });
  }

  /** Any update, numbered as Telegram numbers them; a waiting getUpdates returns it at once. */
  inject(update: Record<string, unknown>): Update {
    const numbered = { update_id: this.#nextUpdateId++, ...update };
    this.#updates.push(numbered);
    for (const poll of this.#polls) poll.wake();
    return numbered;
  }

  /** The user blocks the bot: sends to the chat answer 403 from now on. */
  block(chatId: number | string): void {
    this.#blocked.add(String(chatId));
  }

  /** The next matching calls are refused so. */
  failNext(fault: TelegramFault): void {
    this.#faults.push({ ...fault, left: fault.times ?? 1 });
  }

  messagesTo(chatId: number | string): SentTelegramMessage[] {
    return this.sent.filter((message) => message.chatId === String(chatId));
  }

  /** Waits until `count` messages reached the chat (all chats when `chatId` is undefined). */
  async waitForMessages(
    count: number,
    chatId?: number | string,
    timeoutMs = 5000,
  ): Promise<SentTelegramMessage[]> {
    const of = () => (chatId === undefined ? this.sent : this.messagesTo(chatId));
    await waitFor(
      `${count} Telegram message(s)${chatId === undefined ? '' : ` to ${chatId}`}`,
      () => of().length >= count,
      timeoutMs,
    );
    return of();
  }

  /** Waits until the bot long-polls getUpdates. */
  async waitForPolling(timeoutMs = 5000): Promise<void> {
    await waitFor('the bot to long-poll getUpdates', () => this.#polls.size > 0, timeoutMs);
  }

  /**
   * Waits until the bot asks for updates after this one: grammY handles a batch (replies included) before it polls
   * again, so the update has been handled.
   */
  async waitForHandled(update: Update, timeoutMs = 5000): Promise<void> {
    await waitFor(
      `the bot to handle update ${update.update_id}`,
      () => [...this.#polls].some((poll) => poll.offset > update.update_id),
      timeoutMs,
    );
  }

  async close(): Promise<void> {
    for (const poll of this.#polls) poll.wake();
    await this.http.close();
  }

  #pending(offset: number): number {
    return this.#updates.filter((update) => update.update_id >= offset).length;
  }

  #answer(request: IncomingMessage, response: ServerResponse, url: URL, form: Body) {
    if (url.pathname.startsWith('/__fake/')) return this.#control(response, url, form);
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    const body = { ...Object.fromEntries(url.searchParams), ...form };
    if (match === null) return refuse(response, 404, 'Not Found');
    const [, token, method = ''] = match;
    this.calls.push({ method, body, at: performance.now() });
    if (token !== this.token) return refuse(response, 401, 'Unauthorized');
    const fault = this.#faultFor(method, body);
    if (fault !== undefined)
      return refuse(
        response,
        fault.status,
        fault.description ?? DESCRIPTIONS[fault.status] ?? 'Error',
        fault.retryAfter,
      );
    switch (method) {
      case 'getMe':
        return sendJson(response, 200, {
          ok: true,
          result: {
            id: Number(this.token.split(':')[0]),
            is_bot: true,
            first_name: 'Tradescope Test Bot',
            username: FAKE_BOT_USERNAME,
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        });
      case 'getUpdates':
        return this.#getUpdates(request, response, body);
      case 'sendMessage':
      case 'sendPhoto':
        return this.#send(response, method, body);
      case 'setWebhook': {
        const webhookUrl = String(body.url ?? '');
        if (webhookUrl === '') {
          this.webhook = undefined;
          return sendJson(response, 200, { ok: true, result: true, description: 'Webhook was deleted' });
        }
        if (!webhookUrl.startsWith('https://'))
          return refuse(response, 400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
        const secretToken = body.secret_token === undefined ? undefined : String(body.secret_token);
        this.webhook = { url: webhookUrl, secretToken, allowedUpdates: body.allowed_updates };
        return sendJson(response, 200, { ok: true, result: true, description: 'Webhook was set' });
      }
      case 'deleteWebhook':
        this.webhook = undefined;
        if (body.drop_pending_updates === true || body.drop_pending_updates === 'true') this.#updates = [];
        return sendJson(response, 200, { ok: true, result: true, description: 'Webhook is already deleted' });
      case 'getWebhookInfo':
        return sendJson(response, 200, {
          ok: true,
          result: {
            url: this.webhook?.url ?? '',
            has_custom_certificate: false,
            pending_update_count: this.#updates.length,
          },
        });
      default:
        return refuse(response, 404, 'Not Found: method not found');
    }
  }

  /**
   * For a journey, which runs the fake as a process of its own: POST /__fake/type {chatId, text, languageCode?}
   * types into a chat, GET /__fake/sent?chatId= lists what the bot sent (all chats without chatId).
   */
  #control(response: ServerResponse, url: URL, body: Body) {
    const chatId = body.chatId ?? url.searchParams.get('chatId') ?? undefined;
    if (url.pathname === '/__fake/type' && chatId !== undefined && typeof body.text === 'string') {
      const languageCode = typeof body.languageCode === 'string' ? body.languageCode : undefined;
      return sendJson(response, 200, {
        ok: true,
        result: this.type(String(chatId), body.text, { languageCode }),
      });
    }
    if (url.pathname === '/__fake/sent')
      return sendJson(response, 200, {
        ok: true,
        result: chatId === undefined ? this.sent : this.messagesTo(String(chatId)),
      });
    return refuse(response, 404, 'Not Found: no such control');
  }

  #faultFor(method: string, body: Body): TelegramFault | undefined {
    const index = this.#faults.findIndex(
      (fault) =>
        (fault.method === undefined ? SEND_METHODS.has(method) : fault.method === method) &&
        (fault.chatId === undefined || fault.chatId === String(body.chat_id)),
    );
    const fault = this.#faults[index];
    if (fault === undefined) return undefined;
    fault.left -= 1;
    if (fault.left <= 0) this.#faults.splice(index, 1);
    return fault;
  }

  #getUpdates(request: IncomingMessage, response: ServerResponse, body: Body) {
    if (this.webhook !== undefined)
      return refuse(
        response,
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
    const offset = int(body.offset, 0);
    const limit = Math.min(100, Math.max(1, int(body.limit, 100)));
    const timeoutS = Math.max(0, int(body.timeout, 0));
    // An offset confirms every update before it (Telegram forgets them).
    if (offset > 0) this.#updates = this.#updates.filter((update) => update.update_id >= offset);
    const answer = () => {
      const result = this.#updates.filter((update) => update.update_id >= offset).slice(0, limit);
      sendJson(response, 200, { ok: true, result });
    };
    if (this.#pending(offset) > 0 || timeoutS === 0) return answer();
    let timer: NodeJS.Timeout | undefined;
    const poll: Poll = {
      offset,
      wake: () => {
        this.#polls.delete(poll);
        clearTimeout(timer);
        if (!response.writableEnded && !response.destroyed) answer();
      },
    };
    this.#polls.add(poll);
    timer = setTimeout(poll.wake, timeoutS * 1000);
    // The bot gave up the poll (stop, abort): nobody is waiting any more.
    request.on('close', () => {
      if (!response.writableEnded) {
        this.#polls.delete(poll);
        clearTimeout(timer);
      }
    });
  }

  #send(response: ServerResponse, method: 'sendMessage' | 'sendPhoto', body: Body) {
    const chatId = body.chat_id === undefined ? '' : String(body.chat_id);
    if (chatId === '') return refuse(response, 400, 'Bad Request: chat_id is empty');
    if (this.#blocked.has(chatId)) return refuse(response, 403, 'Forbidden: bot was blocked by the user');
    const photo = method === 'sendPhoto' ? String(body.photo ?? '') : undefined;
    if (photo === '') return refuse(response, 400, 'Bad Request: there is no photo in the request');
    const text = String((method === 'sendPhoto' ? body.caption : body.text) ?? '');
    if (method === 'sendMessage' && text.trim() === '')
      return refuse(response, 400, 'Bad Request: message text is empty');
    const parseMode = body.parse_mode === undefined ? undefined : String(body.parse_mode);
    const problem = parseMode === 'HTML' ? htmlProblemOf(text) : undefined;
    if (problem !== undefined) return refuse(response, 400, `Bad Request: can't parse entities: ${problem}`);
    const visible = parseMode === 'HTML' ? text.replace(/<[^>]*>/g, '') : text;
    if (method === 'sendMessage' && visible.length > 4096)
      return refuse(response, 400, 'Bad Request: message is too long');
    if (method === 'sendPhoto' && visible.length > 1024)
      return refuse(response, 400, 'Bad Request: message caption is too long');
    this.sent.push({ method, chatId, text, parseMode, photo, at: performance.now() });
    sendJson(response, 200, {
      ok: true,
      result: {
        message_id: this.#nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: Number(chatId), type: 'private' },
        ...(method === 'sendPhoto' ? { caption: text, photo: [] } : { text }),
      },
    });
  }
}
