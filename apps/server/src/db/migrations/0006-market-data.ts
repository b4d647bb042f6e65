import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not today's types.
export const up = async (_db: Kysely<any>): Promise<void> => {};
