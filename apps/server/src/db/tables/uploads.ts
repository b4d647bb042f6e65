/** Tables of the uploads module (its migration: migrations/*-uploads.ts). */
export type UploadsTables = Record<never, never>;
