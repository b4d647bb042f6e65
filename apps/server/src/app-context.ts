import type { AuthService } from './auth';
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
  /** The clock; tests move it. Unix milliseconds. */
  now: () => number;
};
