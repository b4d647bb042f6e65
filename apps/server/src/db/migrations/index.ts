import type { Migration, MigrationProvider } from 'kysely';
import { up as accounts } from './0001-accounts';
import { up as verification } from './0002-verification';
import { up as uploads } from './0003-uploads';
import { up as billing } from './0004-billing';
import { up as content } from './0005-content';
import { up as marketData } from './0006-market-data';
import { up as systemPacks } from './0007-system-packs';
import { up as charts } from './0008-charts';
import { up as matchReceipts } from './0009-match-receipts';
import { up as telegram } from './0010-telegram';
import { up as alerts } from './0011-alerts';
import { up as adminAudit } from './0013-admin-audit';
import { up as alertSpeed } from './0014-alert-speed';
import { up as strategyStats } from './0015-strategy-stats';
import { up as liveMatches } from './0016-live-matches';
import { up as outboxBacklog } from './0017-outbox-backlog';
import { up as strategyStatsSaved } from './0019-strategy-stats-saved';
import { up as strategyStatsRowSaved } from './0024-strategy-stats-row-saved';

/** Numbered migrations, applied in name order at start; a released migration is never edited, only followed. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': { up: accounts },
  '0002-verification': { up: verification },
  '0003-uploads': { up: uploads },
  '0004-billing': { up: billing },
  '0005-content': { up: content },
  '0006-market-data': { up: marketData },
  '0007-system-packs': { up: systemPacks },
  '0008-charts': { up: charts },
  '0009-match-receipts': { up: matchReceipts },
  '0010-telegram': { up: telegram },
  '0011-alerts': { up: alerts },
  '0013-admin-audit': { up: adminAudit },
  '0014-alert-speed': { up: alertSpeed },
  '0015-strategy-stats': { up: strategyStats },
  '0016-live-matches': { up: liveMatches },
  '0017-outbox-backlog': { up: outboxBacklog },
  '0019-strategy-stats-saved': { up: strategyStatsSaved },
  '0024-strategy-stats-row-saved': { up: strategyStatsRowSaved },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
