import type { AlertChannel as ChannelName } from '@tradescope/domain';
import { RETRY_POLICY, retryDelayMs } from './backoff';
import {
  type AlertChannel,
  type ClaimedAlert,
  type Recipient,
  reasonOf,
  type SendOutcome,
} from './channels/outcome';
import type { OutboxRepo, Settlement } from './outbox-repo';

/** From this many e-mail alerts of one user due together (a burst within a minute), one digest goes instead. */
export const DIGEST_MIN = 3;
const DIGEST_MAX = 50;

type Log = {
  error: (object: unknown, message?: string) => void;
  warn: (object: unknown, message?: string) => void;
};

export type DeliveryOptions = {
  /** How long a claimed row is the worker's: longer than any send may take (Telegram's queue included). */
  leaseMs: number;
  /** Rows claimed at a time, and sends in flight at a time, per channel. */
  batch: number;
  concurrency: number;
  /** An idle worker still looks this often (rows of another process, leases of a killed one running out). */
  pollMs: number;
  /** What `stop` waits for sends in flight before leaving them to their leases. */
  shutdownGraceMs: number;
};

export const DELIVERY_DEFAULTS: DeliveryOptions = {
  leaseMs: 5 * 60_000,
  batch: 500,
  concurrency: 32,
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
};

/** A user's e-mail rows as one digest when many, else one message each; other channels send one by one. */
const sendGroups = (channel: ChannelName, claimed: readonly ClaimedAlert[]): ClaimedAlert[][] => {
  if (channel !== 'email') return claimed.map((alert) => [alert]);
  const byUser = new Map<string, ClaimedAlert[]>();
  for (const alert of claimed) {
    const rows = byUser.get(alert.user_id);
    if (rows === undefined) byUser.set(alert.user_id, [alert]);
    else rows.push(alert);
  }
  const groups: ClaimedAlert[][] = [];
  for (const rows of byUser.values()) {
    if (rows.length < DIGEST_MIN) for (const row of rows) groups.push([row]);
    else
      for (let start = 0; start < rows.length; start += DIGEST_MAX)
        groups.push(rows.slice(start, start + DIGEST_MAX));
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
export const createDelivery = ({ repo, channels, recipientsOf, now, random, log, options }: DeliveryDeps) => {
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

  const sendGroup = async (channel: ChannelName, group: ClaimedAlert[], recipient: Recipient | undefined) => {
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
    const byAttempts = new Map<number, ClaimedAlert[]>();
    for (const alert of group)
      byAttempts.set(alert.attempts, [...(byAttempts.get(alert.attempts) ?? []), alert]);
    for (const rows of byAttempts.values()) await repo.settle(rows, settlementOf(rows[0]!, outcome), now());
  };

  /** One channel: claims and sends until nothing is due. Answers how many rows it tried. */
  const drain = async (channel: ChannelName, stopped: () => boolean): Promise<number> => {
    let tried = 0;
    while (!stopped()) {
      const claimed = await repo.claim(now(), options.batch, options.leaseMs, channel);
      if (claimed.length === 0) break;
      const recipients = await recipientsOf([...new Set(claimed.map((alert) => alert.user_id))]);
      await eachLimited(sendGroups(channel, claimed), options.concurrency, (group) =>
        sendGroup(channel, group, recipients.get(group[0]!.user_id)),
      );
      tried += claimed.length;
    }
    return tried;
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
        try {
          await drain(channel, () => stopped);
        } catch (error) {
          if (!stopped) log.error({ err: error, channel }, 'alert delivery pass failed');
        }
      } while (lane.again && !stopped);
      lane.running = undefined;
    })();
    return lane.running;
  };

  const all = () => Promise.all(CHANNELS.map(run)).then(() => undefined);

  return {
    /** New rows were written: every lane looks now. */
    kick: (): void => {
      if (!stopped) void all();
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
