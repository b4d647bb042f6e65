/** Tables of the verification module (its migration: migrations/*-verification.ts). */
export type VerificationTables = Record<never, never>;
