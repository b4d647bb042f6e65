export { batchedLookup } from './batched-lookup';
export { type Database, openDatabase } from './database';
export { databaseSizeBytes } from './database-size';
export { databaseReachable } from './reachable';
export type {
  AlertOutboxTable,
  CandlesTable,
  ChartsTable,
  GiftRow,
  GiftsTable,
  InstallmentPlanRow,
  InstallmentPlansTable,
  InstallmentSlotValue,
  NewUserRow,
  PurchaseRow,
  PurchaseStatusValue,
  PurchasesTable,
  SessionRow,
  UserRow,
  UserUpdate,
  VerificationChannel,
  VerificationCodesTable,
  VideoRow,
} from './tables';
export { isUniqueViolation } from './unique-violation';
