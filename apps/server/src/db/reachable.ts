import { sql } from 'kysely';
import type { Database } from './database';

/** Whether the database answers a trivial query now (the scale mode's health answer). */
export const databaseReachable = async (db: Database): Promise<boolean> => {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
