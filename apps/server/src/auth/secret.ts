import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, privateFolderSync } from '../data-dir';

/**
 * The key that signs tokens. Without AUTH_SECRET the embedded mode makes one once and keeps it in the data folder
 * (readable by the owner only), so a restart does not sign everybody out.
 */
export const loadAuthSecret = (configured: string | undefined, dataDir: string): Uint8Array => {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) {
    privateFolderSync(dataDir);
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};
