import type { AttemptLimiters, AuthService } from './auth';
import type { Config } from './config';
import type { Database } from './db';
import type { Mailer } from './mail';
import type { UsersRepo } from './users';

/** What every feature module's routes receive: the process-wide services, built once in `compose`. */
export type AppContext = {
  config: Config;
  db: Database;
  mailer: Mailer;
  auth: AuthService;
  users: UsersRepo;
  /** Failure counts and lock-outs: in memory, or in Redis when processes share them (the scale mode). */
  limiters: AttemptLimiters;
  /** The clock; tests move it. Unix milliseconds. */
  now: () => number;
};
