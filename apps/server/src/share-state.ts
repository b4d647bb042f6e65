import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

import type { Database } from './db';
import type { LiveMatches } from './live-matches';
import {
  createChangeNotices,
  createMatchPublisher,
  loadMatches,
  type MatchFollower,
  type RedisBus,
  type SharedChange,
} from './redis';
import { reloadSystemPacks, type SystemPacks } from './system-packs';

type ShareDeps = {
  role: Config['role'];
  db: Database;
  liveMatches: LiveMatches;
  systemPacks: SystemPacks;
  /** Another process stored a user's settings: whatever indexes them reads them again. */
  userChanged: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
};

/**
 * What processes share through Redis in the scale mode (DESIGN §4), beside the failure counts: a scanning process
 * publishes every series' matches after each scan; an api process rebuilds its match index from them at start and
 * follows them, so its sockets and matches API tell what every scanner found; and each process hears what another
 * changed among the things it keeps in memory (system packs, a user's alert packs).
 */
export const shareState = (redis: RedisBus, deps: ShareDeps) => {
  const { role, liveMatches, log } = deps;
  let notices: Awaited<ReturnType<typeof createChangeNotices>> | undefined;
  let following: MatchFollower | undefined;
  // A ROLE=scanner process publishes from compose-workers.ts; an embedded process with REDIS_URL scans itself here
  // (and relays its feed: compose.ts).
  const publishing = role === 'all' ? createMatchPublisher(redis) : undefined;
  // Registered now, before the first full scan, so every series' first matches are published too.
  const unsubscribe =
    publishing === undefined
      ? () => {}
      : liveMatches.onMatchesChanged(({ key }) =>
          publishing
            .publish(liveMatches.updateOf(key))
            .catch((error: unknown) => log.error({ err: error, series: key }, 'matches not published')),
        );

  const heard = (change: SharedChange): void => {
    const reread =
      change.kind === 'system-packs'
        ? reloadSystemPacks(deps.db, deps.systemPacks)
        : deps.userChanged(change.userId);
    reread.catch((error: unknown) => log.error({ err: error, change }, 'shared change not read again'));
  };

  return {
    /** Tells the other processes what this one changed. */
    announce: (change: SharedChange): void => notices?.announce(change),
    /**
     * While the process starts (not bounded by the app's ready timeout: the snapshot grows with the series): an api
     * process has every series' matches before it answers.
     */
    load: async (): Promise<void> => {
      if (role === 'api') following = await loadMatches(redis, liveMatches.applyUpdate, log);
    },
    /** Before the feed and the first scan: an api process follows what changed after the snapshot. */
    start: async (): Promise<void> => {
      notices = await createChangeNotices(redis, heard, log);
      if (role !== 'api') return;
      await following?.follow();
    },
    stop: async (): Promise<void> => {
      unsubscribe();
      following?.stop();
      await notices?.stop();
    },
  };
};
