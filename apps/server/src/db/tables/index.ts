import type { AccountTables } from './accounts';
import type { AdminTables } from './admin';
import type { AlertsTables } from './alerts';
import type { BillingTables } from './billing';
import type { ChartsTables } from './charts';
import type { ContentTables } from './content';
import type { LiveMatchesTables } from './live-matches';
import type { MarketDataTables } from './market-data';
import type { MatchReceiptsTables } from './match-receipts';
import type { StrategyStatsTables } from './strategy-stats';
import type { SystemPacksTables } from './system-packs';
import type { UploadsTables } from './uploads';
import type { VerificationTables } from './verification';

/** Every table; each module keeps its own table types beside the others here. */
export type Tables = AccountTables &
  VerificationTables &
  UploadsTables &
  BillingTables &
  ContentTables &
  MarketDataTables &
  SystemPacksTables &
  ChartsTables &
  MatchReceiptsTables &
  LiveMatchesTables &
  AlertsTables &
  AdminTables &
  StrategyStatsTables;

export type { NewUserRow, SessionRow, UserRow, UserUpdate } from './accounts';
export type { AlertOutboxTable } from './alerts';
export type {
  GiftRow,
  GiftsTable,
  InstallmentPlanRow,
  InstallmentPlansTable,
  InstallmentSlotValue,
  PurchaseRow,
  PurchaseStatusValue,
  PurchasesTable,
} from './billing';
export type { ChartsTable } from './charts';
export type { CandlesTable } from './market-data';
export type { VideoRow } from './uploads';
export type { VerificationChannel, VerificationCodesTable } from './verification';
