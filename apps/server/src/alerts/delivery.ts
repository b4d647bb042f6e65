import type { AlertChannel as ChannelName } from '@tradescope/domain';
import { RETRY_POLICY, retryDelayMs } from './backoff';
import {
  type AlertChannel,
  type ClaimedAlert,
  type Recipient,
  reasonOf,
  type SendOutcome,
} from './channels/outcome';
import type { OutboxRepo, SettledAlert, Settlement } from './outbox-repo';

/**
 * A user gets at most one alert e-mail a minute: the first alert goes at once, and what falls due in the minute after
 * it is held and goes together when the minute ends, as a digest (several due together always go as one).
 */
export const DIGEST_WINDOW_MS = 60_000;
/** A user's e-mail claimed while another worker sends them one is looked at again this much later. */
const SENDING_RECHECK_MS = 1_000;
const DIGEST_MAX = 50;
/**
 * Telegram alerts of one chat due together go as one message (at most this many in it): the Bot API lets a chat
 * have one message a second, so a chat that is behind gets its matches at once instead of one a second.
 */
export const CHAT_MESSAGE_MAX = 10;
// How long finished sends wait for others to be recorded in the same transaction.
const SETTLE_GATHER_MS = 20;

type Log = {
  error: (object: unknown, message?: string) => void;
  warn: (object: unknown, message?: string) => void;
};

export type DeliveryOptions = {
  /** How long a claimed row is the worker's: longer than any send may take (Telegram's queue included). */
  leaseMs: number;
  /**
   * Users whose due rows one claim takes (all of a user's due rows go together, so a digest is decided per user), the
   * workers claiming in parallel per channel, and the sends each worker has in flight.
   */
  batch: number;
  workers: number;
  concurrency: number;
  /** An idle worker still looks this often (rows of another process, leases of a killed one running out). */
  pollMs: number;
  /** What `stop` waits for sends in flight before leaving them to their leases. */
  shutdownGraceMs: number;
};

export const DELIVERY_DEFAULTS: DeliveryOptions = {
  leaseMs: 5 * 60_000,
  batch: 200,
  workers: 3,
  concurrency: 16,
  pollMs: 1_000,
  shutdownGraceMs: 5_000,
};

type DeliveryDeps = {
  repo: OutboxRepo;
  channels: Record<ChannelName, AlertChannel>;
  recipientsOf: (userIds: readonly string[]) => Promise<ReadonlyMap<string, Recipient>>;
  now: () => number;
  random: () => number;
  log: Log;
  options: DeliveryOptions;
  /**
   * While this answers true no e-mail is claimed (evaluation is still writing a burst's alerts a slice at a time): a
   * user's alerts of one burst then go as one digest, not a first e-mail and the rest held for a minute.
   */
  holdEmail?: () => boolean;
};

/**
 * A user's e-mail rows as one message (a digest when several), likewise a user's Telegram rows; webhooks one by one
 * (a receiver takes one alert per request).
 */
const sendGroups = (channel: ChannelName, claimed: readonly ClaimedAlert[]): ClaimedAlert[][] => {
  if (channel === 'webhook') return claimed.map((alert) => [alert]);
  const max = channel === 'email' ? DIGEST_MAX : CHAT_MESSAGE_MAX;
  const byUser = new Map<string, ClaimedAlert[]>();
  for (const alert of claimed) {
    const rows = byUser.get(alert.user_id);
    if (rows === undefined) byUser.set(alert.user_id, [alert]);
    else rows.push(alert);
  }
  const groups: ClaimedAlert[][] = [];
  for (const rows of byUser.values()) {
    for (let start = 0; start < rows.length; start += max) groups.push(rows.slice(start, start + max));
  }
  return groups;
};

/** Runs `work` over `items` with at most `limit` at a time. */
const eachLimited = async <T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> => {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
};

/**
 * The outbox's workers, one per channel (a slow Telegram queue never holds e-mail back): each claims due rows with
 * a lease, hands them to its channel and records the try and its outcome in one step — delivered, retried later
 * with backoff, or dead after the last try. A process killed mid-send leaves its rows leased; once the lease runs out
 * another worker takes them, so nothing is lost.
 */
export const createDelivery = ({
  repo,
  channels,
  recipientsOf,
  now,
  random,
  log,
  options,
  holdEmail = () => false,
}: DeliveryDeps) => {
  const settlementOf = (alert: ClaimedAlert, outcome: SendOutcome): Settlement => {
    if (outcome.kind === 'delivered') return { status: 'delivered' };
    if (outcome.kind !== 'retry') return { status: outcome.kind, error: outcome.reason };
    const attempt = alert.attempts + 1;
    if (attempt >= RETRY_POLICY.maxAttempts) return { status: 'dead', error: outcome.reason };
    return {
      status: 'retrying',
      error: outcome.reason,
      nextAttemptAt: now() + retryDelayMs(attempt, random, outcome.retryAfterMs),
    };
  };

  /** Sends one group; answers how each of its rows settles (recorded by `settle`). */
  const sendGroup = async (
    channel: ChannelName,
    group: ClaimedAlert[],
    recipient: Recipient | undefined,
  ): Promise<SettledAlert[]> => {
    let outcome: SendOutcome;
    try {
      outcome =
        recipient === undefined
          ? { kind: 'dead', reason: 'user-gone' }
          : await channels[channel].send(group, recipient);
    } catch (error) {
      outcome = { kind: 'retry', reason: reasonOf(error) };
    }
    // Every row of a digest had the same try; their attempt counts may differ, so each settles on its own.
    return group.map((alert) => ({ alert, settlement: settlementOf(alert, outcome) }));
  };

  /**
   * Settlements gather for a moment (and while the previous write runs) and go together in one transaction: under a
   * burst one write records hundreds of sends instead of a transaction each.
   */
  let gathering: { settled: SettledAlert[]; written: Promise<void> } | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  const settle = (settled: readonly SettledAlert[]): Promise<void> => {
    if (gathering === undefined) {
      const batch: { settled: SettledAlert[]; written: Promise<void> } = {
        settled: [],
        written: Promise.resolve(),
      };
      const gathered = new Promise((resolve) => setTimeout(resolve, SETTLE_GATHER_MS));
      batch.written = Promise.all([writing, gathered]).then(async () => {
        gathering = undefined;
        await repo.settle(batch.settled, now());
      });
      writing = batch.written.catch(() => undefined);
      gathering = batch;
    }
    gathering.settled.push(...settled);
    return gathering.written;
  };

  /**
   * The claimed e-mails of users mailed less than a minute ago go back, due when that minute ends; so do those of
   * users whose e-mail another worker is sending right now, due again in a moment (its minute is known once it is
   * recorded, and a send that failed holds nothing). Answers the rest. Held rows are those users' every due row (a
   * claim takes them together), so they go out as one digest.
   */
  const holdRecentlyMailed = async (claimed: ClaimedAlert[]): Promise<ClaimedAlert[]> => {
    const at = now();
    const recent = await repo.recentEmailsOf(
      [...new Set(claimed.map((alert) => alert.user_id))],
      at - DIGEST_WINDOW_MS,
      at,
      claimed[0]!.leaseToken,
    );
    if (recent.size === 0) return claimed;
    const held = new Map<number, ClaimedAlert[]>();
    const free: ClaimedAlert[] = [];
    for (const alert of claimed) {
      const last = recent.get(alert.user_id);
      if (last === undefined) {
        free.push(alert);
        continue;
      }
      const until = last === null ? at + SENDING_RECHECK_MS : last + DIGEST_WINDOW_MS;
      const rows = held.get(until);
      if (rows === undefined) held.set(until, [alert]);
      else rows.push(alert);
    }
    for (const [until, rows] of held) await repo.hold(rows, until, at);
    return free;
  };

  /** One worker of a channel: claims and sends until nothing is due. */
  const drain = async (channel: ChannelName, stopped: () => boolean): Promise<void> => {
    while (!stopped() && !(channel === 'email' && holdEmail())) {
      const leased = await repo.claim(now(), options.batch, options.leaseMs, channel);
      if (leased.length === 0) break;
      const claimed = channel === 'email' ? await holdRecentlyMailed(leased) : leased;
      const recipients = await recipientsOf([...new Set(claimed.map((alert) => alert.user_id))]);
      // A lane takes its next group as soon as a send ends, not once it is recorded (settlements gather for a
      // moment): the claim's rows are all recorded before the worker claims again.
      const recorded: Promise<void>[] = [];
      await eachLimited(sendGroups(channel, claimed), options.concurrency, async (group) => {
        const written = settle(await sendGroup(channel, group, recipients.get(group[0]!.user_id)));
        // Awaited below with the rest; a failed write is reported there, not as an unhandled rejection now.
        written.catch(() => undefined);
        recorded.push(written);
      });
      await Promise.all(recorded);
    }
  };

  const CHANNELS: readonly ChannelName[] = ['email', 'telegram', 'webhook'];
  let stopped = false;
  const lanes = new Map<ChannelName, { running: Promise<void> | undefined; again: boolean }>(
    CHANNELS.map((channel) => [channel, { running: undefined, again: false }]),
  );
  let timer: NodeJS.Timeout | undefined;

  const run = (channel: ChannelName): Promise<void> => {
    const lane = lanes.get(channel)!;
    if (lane.running !== undefined) {
      lane.again = true;
      return lane.running;
    }
    lane.running = (async () => {
      do {
        lane.again = false;
        // Several workers claim at once: one's claim and its slowest sends overlap the others' sends.
        await Promise.all(
          Array.from({ length: options.workers }, () =>
            drain(channel, () => stopped).catch((error: unknown) => {
              if (!stopped) log.error({ err: error, channel }, 'alert delivery pass failed');
            }),
          ),
        );
      } while (lane.again && !stopped);
      lane.running = undefined;
    })();
    return lane.running;
  };

  const all = () => Promise.all(CHANNELS.map(run)).then(() => undefined);

  return {
    /** New rows were written: the lanes of their channels (every lane when not said) look now. */
    kick: (written: Iterable<ChannelName> = CHANNELS): void => {
      if (!stopped) for (const channel of new Set(written)) void run(channel);
    },
    /** Sends everything due now and waits for it (tests move the clock, then call this). */
    deliverDue: all,
    start: (): void => {
      const tick = () => {
        timer = setTimeout(() => {
          if (stopped) return;
          void all().finally(() => {
            if (!stopped) tick();
          });
        }, options.pollMs);
        timer.unref();
      };
      void all();
      tick();
    },
    /** Claims nothing more; waits a grace for sends in flight, whose rows otherwise wait for their lease. */
    stop: async (): Promise<void> => {
      stopped = true;
      clearTimeout(timer);
      const running = [...lanes.values()].flatMap((lane) =>
        lane.running === undefined ? [] : [lane.running],
      );
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(running),
        new Promise((resolve) => {
          grace = setTimeout(resolve, options.shutdownGraceMs);
        }),
      ]);
      clearTimeout(grace);
    },
  };
};
