import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables, one interface each. Times are unix milliseconds in integer columns and documents are JSON text, so the
 * same queries run on SQLite and PostgreSQL. Flags are 0/1 integers for the same reason.
 */
export type UsersTable = {
  id: string;
  email: string;
  email_verified: number;
  password_hash: string;
  display_name: string;
  national_code: string;
  phone_number: string;
  phone_verified: number;
  avatar_file: string | null;
  role: 'administrator' | 'shop_manager' | 'other';
  /** JSON: { access, globalAccess, falconAccess, limitedAccess } expiry maps in unix seconds. */
  access_json: string;
  /** JSON: the whole settings document of spec §3. */
  settings_json: string;
  crypto_freeze_status: 'unfreezed' | 'freezed';
  frozen_at: number | null;
  xmoon_enabled: number;
  last_charge_date: number | null;
  last_charge_days: number;
  register_date: number;
  updated_at: number;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  /** sha-256 of the cookie value: a stolen database does not hand out live sessions. */
  token_hash: string;
  login_date: number;
  logout_date: number | null;
  last_seen_at: number;
  ip: string;
  browser: string;
  os: string;
  /** Set on a session an administrator opened to act as this user. */
  impersonator_id: string | null;
};

export type PasswordResetsTable = {
  token_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
};

export type AccountTables = {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
