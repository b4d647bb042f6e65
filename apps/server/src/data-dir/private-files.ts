import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/**
 * DATA_DIR holds the database, the auth secret, uploads and the mail outbox (live reset links and codes): its folders
 * are the owner's only and so are its files, whatever the process umask, so no other account on the machine reads them.
 */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_FOLDER_MODE = 0o700;

/** Creates a folder (and missing parents) owner-only; one that already exists is narrowed to its owner too. */
export const privateFolder = async (folder: string): Promise<void> => {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await chmod(folder, PRIVATE_FOLDER_MODE);
};

/** privateFolder for the start-up path, before anything async runs. */
export const privateFolderSync = (folder: string): void => {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  chmodSync(folder, PRIVATE_FOLDER_MODE);
};
