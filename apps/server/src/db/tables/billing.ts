/** Tables of the billing module (its migration: migrations/*-billing.ts). */
export type BillingTables = Record<never, never>;
