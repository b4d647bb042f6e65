import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, privateFolder } from '../data-dir';
import { outboxDir } from '../mail';

/** Sends one text message; `to` is E.164. A real gateway plugs in here. */
export type SmsProvider = { send: (to: string, text: string) => Promise<void> };

/**
 * The embedded mode's SMS "gateway": each message becomes DATA_DIR/outbox/sms-<time>-<uuid>.txt, first line
 * `To: <E.164>`, then a blank line and the text, beside the mail outbox a developer already reads.
 */
export const createOutboxSmsProvider = (dataDir: string): SmsProvider => {
  const folder = outboxDir(dataDir);
  return {
    send: async (to, text) => {
      await privateFolder(folder);
      const file = path.join(folder, `sms-${Date.now()}-${randomUUID()}.txt`);
      // Owner-only: the files hold live codes.
      await writeFile(file, `To: ${to}\n\n${text}\n`, { mode: PRIVATE_FILE_MODE });
    },
  };
};

/** The texts the outbox provider wrote to a number, oldest first (tests and local development read codes here). */
export const smsTo = (dataDir: string, to: string): string[] => {
  const folder = outboxDir(dataDir);
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.startsWith('sms-'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .filter((message) => message.split('\n', 1)[0] === `To: ${to}`);
};
