import { type Market, unixSecondsFromMillis, type WebhookUrlPolicy } from '@tradescope/domain';
import type { CandleColumns, ScanMatch, SeriesKey } from '@tradescope/engine';
import type { Database } from '../db';
import type { Instrument } from '../feed';
import type { Mailer } from '../mail';
import type { SystemPacks } from '../system-packs';
import type { TelegramAlerts } from '../telegram';
import type { UserRecord, UsersRepo } from '../users';
import { AlertIndex } from './alert-index';
import type { AlertDecision } from './alert-payload';
import { languageOf } from './alert-text';
import { createEmailChannel } from './channels/email-channel';
import type { Resolve } from './channels/guarded-lookup';
import type { Recipient } from './channels/outcome';
import { createTelegramChannel } from './channels/telegram-channel';
import { createWebhookChannel } from './channels/webhook-channel';
import { DecidedAlerts, decideAlerts, type ScannedSeries } from './decide-alerts';
import { createDelivery, DELIVERY_DEFAULTS, type DeliveryOptions } from './delivery';
import { decideJumpAlerts } from './jump-alerts';
import { createOutboxRepo } from './outbox-repo';
import { createWebhookSecrets } from './webhook-secrets';

type Log = {
  error: (object: unknown, message?: string) => void;
  warn: (object: unknown, message?: string) => void;
};

export type AlertsDeps = {
  db: Database;
  users: UsersRepo;
  mailer: Mailer;
  /** The Telegram module's side of the seam; undefined without TELEGRAM_BOT_TOKEN. */
  telegram: TelegramAlerts | undefined;
  systemPacks: SystemPacks;
  instrumentOf: (source: string, symbol: string) => Instrument | undefined;
  /** When the live matches first saw a match (its receipt), unix ms. */
  /** When a live match was first seen (unix ms); undefined without a receipt. */
  receivedAt: (match: ScanMatch) => number | undefined;
  publicUrl: string;
  webhookPolicy: WebhookUrlPolicy;
  now: () => number;
  random?: () => number;
  log: Log;
  delivery?: Partial<DeliveryOptions>;
  /** How webhook host names resolve (tests answer for names of their own). */
  resolve?: Resolve;
  /** `false` (the scale mode's api and scanner): rows are decided and written here and sent by a notifier. */
  deliver?: boolean;
};

// Evaluation yields the event loop after this long, so a burst of scans never holds the API's requests up.
const SLICE_MS = 8;
// A pass holds e-mail back for at most this long (see holdEmail), so scans that never pause cannot starve e-mail.
const EMAIL_HOLD_MS = 2_000;
// Users' rows are read again this often: access bought or expired, e-mail changed, settings saved elsewhere.
const RESYNC_MS = 10_000;

/**
 * Alerts that arrive: decides, from every scan that changed a series, which alert packs of which users take its
 * matches, writes one outbox row per user, match and channel, and has the delivery workers send them by e-mail,
 * Telegram and webhook. Jump notifications ride the same outbox.
 */
export const createAlerts = (deps: AlertsDeps) => {
  const { db, users, now, log, deliver = true } = deps;
  const index = new AlertIndex(deps.systemPacks, now);
  const decided = new DecidedAlerts();
  const repo = createOutboxRepo(db);
  const secrets = createWebhookSecrets(db, now);
  const recipientsOf = async (userIds: readonly string[]): Promise<ReadonlyMap<string, Recipient>> => {
    const rows = await users.findByIds(userIds);
    return new Map(
      rows.map((row) => [
        row.id,
        { userId: row.id, email: row.email, language: languageOf(languageIn(row.settings_json)) },
      ]),
    );
  };
  const delivery = createDelivery({
    repo,
    channels: {
      email: createEmailChannel({ mailer: deps.mailer, publicUrl: deps.publicUrl }),
      telegram: createTelegramChannel({ telegram: deps.telegram, publicUrl: deps.publicUrl }),
      webhook: createWebhookChannel({
        publicUrl: deps.publicUrl,
        policy: deps.webhookPolicy,
        secretOf: secrets.secretOf,
        now,
        ...(deps.resolve === undefined ? {} : { resolve: deps.resolve }),
      }),
    },
    recipientsOf,
    now,
    random: deps.random ?? Math.random,
    log,
    options: { ...DELIVERY_DEFAULTS, ...deps.delivery },
    holdEmail: () => pass !== undefined && performance.now() - passStarted < EMAIL_HOLD_MS,
  });

  // Work waiting for evaluation, and decisions whose write failed (written again on the next pass).
  const scans: ScannedSeries[] = [];
  const jumpSeries: { key: SeriesKey; columns: CandleColumns }[] = [];
  let unwritten: AlertDecision[] = [];
  let pass: Promise<void> | undefined;
  let passStarted = 0;
  let emailWritten = false;
  let again = false;
  let stopped = false;
  let lastSync = -1;
  let resync: NodeJS.Timeout | undefined;

  /**
   * Writes decisions in one transaction and wakes the workers (e-mail waits for the pass's end: holdEmail); on failure
   * keeps them for the next pass.
   */
  const write = async (decisions: AlertDecision[]): Promise<void> => {
    if (decisions.length === 0) return;
    try {
      await repo.insert(decisions, now());
      emailWritten ||= decisions.some((decision) => decision.channel === 'email');
      // Only the lanes with new rows: under a burst every slice writes, and an idle lane's claim costs a query.
      if (deliver) delivery.kick(decisions.map((decision) => decision.channel));
    } catch (error) {
      if (stopped) return;
      log.error({ err: error }, 'alerts not written; kept for the next pass');
      unwritten.push(...decisions);
    }
  };

  const evaluate = async (): Promise<void> => {
    do {
      again = false;
      let decisions = unwritten;
      unwritten = [];
      let sliceStart = performance.now();
      const nowS = unixSecondsFromMillis(now());
      while (scans.length > 0 || jumpSeries.length > 0) {
        const scan = scans.shift();
        if (scan !== undefined)
          for (const one of decideAlerts(scan, {
            index,
            instrumentOf: deps.instrumentOf,
            receivedAt: deps.receivedAt,
            nowS,
            decided,
          }))
            decisions.push(one);
        const jumps = scan === undefined ? jumpSeries.shift() : undefined;
        if (jumps !== undefined)
          decisions.push(
            ...decideJumpAlerts(jumps, deps.instrumentOf(jumps.key.source, jumps.key.symbol), index, nowS),
          );
        if (performance.now() - sliceStart > SLICE_MS) {
          // A slice's alerts are written as it ends: under an hour boundary's burst of scans the first alerts leave
          // while later scans still arrive, instead of all of them waiting for the last scan.
          await write(decisions);
          decisions = [];
          await new Promise((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        }
      }
      await write(decisions);
    } while (again && !stopped);
  };

  const schedule = (): void => {
    if (stopped) return;
    if (pass !== undefined) {
      again = true;
      return;
    }
    passStarted = performance.now();
    emailWritten = false;
    pass = evaluate().finally(() => {
      pass = undefined;
      // E-mail waited for the pass (holdEmail): its alerts go now, a user's as one digest. The other lanes were woken
      // by the slice that wrote their rows.
      if (deliver && emailWritten) delivery.kick(['email']);
      if (unwritten.length > 0 && !stopped) setTimeout(schedule, 1_000).unref();
    });
  };

  const setUser = (row: UserRecord) => {
    index.setUser(row);
    lastSync = Math.max(lastSync, row.updated_at);
  };
  const syncUsers = async (): Promise<void> => {
    for (const row of await users.changedSince(lastSync)) setUser(row);
  };

  return {
    /** A scan changed a series (live-matches' "matches changed"): its matches are evaluated on the next turn. */
    onMatchesChanged: (event: {
      key: SeriesKey;
      market: Market | undefined;
      current: readonly ScanMatch[];
    }): void => {
      if (event.market === undefined) return;
      scans.push({ key: event.key, market: event.market, current: event.current });
      schedule();
    },
    /** A 3-minute candle closed (jump notifications); `copy` copies its columns, asked only when a user listens. */
    onJumpCandle: (key: SeriesKey, copy: () => CandleColumns): void => {
      if (!index.hasJumpWatchers()) return;
      jumpSeries.push({ key, columns: copy() });
      schedule();
    },
    /** A user saved settings: their packs are indexed again before the next evaluation. */
    userChanged: async (userId: string): Promise<void> => {
      const row = await users.findById(userId);
      if (row === undefined) index.removeUser(userId);
      else setUser(row);
    },
    deliveriesOf: repo.deliveriesOf,
    /** Rows not yet delivered by channel and status (the operations metrics). */
    backlog: repo.backlog,
    attemptsOf: repo.attemptsOf,
    webhookStatesOf: repo.webhookStatesOf,
    secretOf: secrets.secretOf,
    rotateSecret: secrets.rotate,
    /** Sends what is due now (tests move the clock, then call this). */
    deliverDue: delivery.deliverDue,
    /** Evaluation drained and its rows written. */
    idle: async (): Promise<void> => {
      while (pass !== undefined) await pass;
    },
    start: async (): Promise<void> => {
      await syncUsers();
      if (deliver) delivery.start();
      const tick = () => {
        resync = setTimeout(() => {
          void syncUsers()
            .catch((error: unknown) => log.error({ err: error }, 'alert packs not re-read'))
            .finally(() => {
              if (!stopped) tick();
            });
        }, RESYNC_MS);
        resync.unref();
      };
      tick();
    },
    stop: async (): Promise<void> => {
      stopped = true;
      clearTimeout(resync);
      await pass;
      await delivery.stop();
    },
  };
};

// The settings document's top-level language, read from its text: parsing a whole document (every pack) per
// recipient was a visible share of a delivery pass. No pack or section has a key of that name.
const languageIn = (settingsJson: string): unknown => /"language":"(\w+)"/.exec(settingsJson)?.[1];

export type Alerts = ReturnType<typeof createAlerts>;
