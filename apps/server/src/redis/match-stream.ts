import { deserialize, serialize } from 'node:v8';
import type { SeriesUpdate } from '../live-matches';
import type { RedisBus } from './redis-bus';

// Every series' latest update (what an api process starting now rebuilds its index from) and the stream of updates
// after it. The stream is trimmed: an api process is never that far behind, and the hash holds the whole state.
const SNAPSHOT = 'tradescope:matches:snapshot';
const STREAM = 'tradescope:matches:stream';
const STREAM_LENGTH = 50_000;
const BLOCK_MS = 5000;

const fieldOf = ({ key }: SeriesUpdate): string => `${key.source}|${key.symbol}|${key.timeframe}`;

// v8's structured serialization keeps what JSON would lose in chart data (NaN, undefined); every process runs the
// same build, so the format is the same on both sides.
const encode = (update: SeriesUpdate): Buffer => serialize(update);
const decode = (buffer: Buffer): SeriesUpdate => deserialize(buffer) as SeriesUpdate;

/**
 * The scanning side of the fan-out (DESIGN §4): after each scan, the series' whole state goes into the snapshot and
 * onto the stream in one transaction, so a follower reading both atomically misses nothing and sees nothing twice.
 */
export const createMatchPublisher = (bus: RedisBus) => ({
  publish: async (update: SeriesUpdate): Promise<void> => {
    const encoded = encode(update);
    const transaction = bus.commands.multi();
    if (update.current.length === 0 && update.past.length === 0) transaction.hdel(SNAPSHOT, fieldOf(update));
    else transaction.hset(SNAPSHOT, fieldOf(update), encoded);
    await transaction.xadd(STREAM, 'MAXLEN', '~', STREAM_LENGTH, '*', 'u', encoded).exec();
  },
});

type Log = { error: (object: unknown, message?: string) => void };

/** An api process's hold on the scanners' matches: the snapshot is applied; `follow` applies what comes after it. */
export interface MatchFollower {
  /** Applies every update after the snapshot as it comes, until `stop`. */
  follow(): Promise<void>;
  stop(): void;
}

/**
 * The api side: applies the snapshot (every series' current state) and answers the follower of the stream after it.
 * Two steps, because the snapshot grows with the series (about 100 MB for the replay's 1,400 series, seconds to
 * decode): a process applies it while it starts, before it answers anything, and follows once it runs.
 */
export const loadMatches = async (
  bus: RedisBus,
  apply: (update: SeriesUpdate) => void,
  log: Log,
): Promise<MatchFollower> => {
  // One transaction: the snapshot and the stream's last id describe the same moment.
  const replies = await bus.commands
    .multi()
    .hgetallBuffer(SNAPSHOT)
    .xrevrange(STREAM, '+', '-', 'COUNT', 1)
    .exec();
  const [snapshot, last] = (replies ?? []).map(([error, value]) => {
    if (error !== null) throw error;
    return value;
  }) as [Record<string, Buffer>, [string, string[]][]];
  for (const buffer of Object.values(snapshot)) apply(decode(buffer));
  let lastId = last[0]?.[0] ?? '0-0';

  let reader: Awaited<ReturnType<RedisBus['blocking']>> | undefined;
  let stopped = false;
  const read = async (): Promise<void> => {
    while (!stopped && reader !== undefined) {
      try {
        const batch = await reader.xreadBuffer('COUNT', 1000, 'BLOCK', BLOCK_MS, 'STREAMS', STREAM, lastId);
        for (const [, entries] of batch ?? [])
          for (const [id, fields] of entries) {
            lastId = id.toString();
            const encoded = fields[1];
            if (encoded !== undefined) apply(decode(encoded));
          }
      } catch (error) {
        if (stopped) return;
        log.error({ err: error }, 'match updates not read; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  return {
    follow: async () => {
      reader = await bus.blocking();
      void read();
    },
    stop: () => {
      stopped = true;
      reader?.disconnect();
    },
  };
};
