export { type Database, openDatabase } from './database';
export type { NewUserRow, SessionRow, UserRow, UserUpdate } from './tables';
