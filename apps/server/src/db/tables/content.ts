/** Tables of the content module (its migration: migrations/*-content.ts). */
export type ContentTables = Record<never, never>;
