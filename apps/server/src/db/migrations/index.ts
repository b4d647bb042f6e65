import type { Migration, MigrationProvider } from 'kysely';
import { up as accounts } from './0001-accounts';

/** Numbered migrations, applied in name order at start; a released migration is never edited, only followed. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': { up: accounts },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
