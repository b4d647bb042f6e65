/** A contact channel a code proves: the e-mail address or the phone number (E.164). */
export type VerificationChannel = 'email' | 'phone';

/**
 * pending: the one live code of its user and channel (until expires_at); used: spent on a success; voided: replaced
 * by a newer code; exhausted: too many wrong checks.
 */
export type VerificationCodeStatus = 'pending' | 'used' | 'voided' | 'exhausted';

export type VerificationCodesTable = {
  id: string;
  user_id: string;
  channel: VerificationChannel;
  /** The address the code was sent to (lower-cased e-mail or E.164): a code proves this target only. */
  target: string;
  /** argon2id of the code; the code itself is never stored. */
  code_hash: string;
  status: VerificationCodeStatus;
  /** Checks made against this code, counted before each comparison. */
  attempts: number;
  created_at: number;
  expires_at: number;
  closed_at: number | null;
};

/** Telegram deep-link tokens: the alert bot binds the chat that opens /start <token> to the token's user. */
export type AlertBotLinksTable = {
  token: string;
  user_id: string;
  created_at: number;
  /** Set by the bot when a chat redeems the token. */
  used_at: number | null;
  /** The bound chat; cleared by /stop, a newer binding of the user or the chat, or a chat that blocked the bot. */
  chat_id: string | null;
  /** /mute: no alerts reach the chat before this time (migrations/0010-telegram.ts). */
  muted_until: number | null;
};

/** Tables of the verification module (its migration: migrations/*-verification.ts). */
export type VerificationTables = {
  verification_codes: VerificationCodesTable;
  alert_bot_links: AlertBotLinksTable;
};
