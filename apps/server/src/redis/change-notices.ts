import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RedisBus } from './redis-bus';

const CHANNEL = 'tradescope:changes';

/** What one process changed that other processes keep in memory. */
const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('system-packs') }),
  z.object({ kind: z.literal('user'), userId: z.string().min(1).max(64) }),
]);
export type SharedChange = z.infer<typeof changeSchema>;

const noticeSchema = z.object({ origin: z.string(), change: changeSchema });

type Log = { warn: (object: unknown, message?: string) => void };

/**
 * Tells the other processes what this one changed (an administrator's system pack edit, a user's saved settings),
 * and hears what they changed: each process reads the data again from the database, so what it keeps in memory is
 * never older than the notice. A process does not hear its own notices.
 */
export const createChangeNotices = async (
  bus: RedisBus,
  onChange: (change: SharedChange) => void,
  log: Log,
): Promise<{ announce: (change: SharedChange) => void; stop: () => Promise<void> }> => {
  const origin = randomUUID();
  const stop = await bus.subscribe(CHANNEL, (message) => {
    const notice = noticeSchema.safeParse(JSON.parse(message.toString()));
    if (notice.success && notice.data.origin !== origin) onChange(notice.data.change);
  });
  return {
    announce: (change) => {
      bus
        .publish(CHANNEL, JSON.stringify({ origin, change }))
        .catch((error: unknown) => log.warn({ err: error }, 'change notice not sent'));
    },
    stop,
  };
};
