import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test';
import type { UsersRepo } from '../../users';
import { createAvatarService } from './avatar-service';

const ORPHAN = `${'a'.repeat(32)}.webp`;
const NAMED = `${'b'.repeat(32)}.webp`;

const folderWith = (names: string[]) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tradescope-avatars-'));
  mkdirSync(path.join(dataDir, 'avatars'));
  for (const name of names) writeFileSync(path.join(dataDir, 'avatars', name), 'webp');
  return dataDir;
};

let app: TestApp | undefined;
let dataDir = '';
afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the avatar sweep', () => {
  it('deletes the files no user row names and keeps the named ones and foreign names', async () => {
    dataDir = folderWith([ORPHAN, NAMED, 'keep-me.txt']);
    const users = { avatarFiles: async () => new Set([NAMED]) } as unknown as UsersRepo;
    const avatars = createAvatarService({ users, now: Date.now, dataDir, publicUrl: 'http://localhost' });
    expect(await avatars.sweep()).toBe(1);
    expect(existsSync(path.join(dataDir, 'avatars', ORPHAN))).toBe(false);
    expect(existsSync(path.join(dataDir, 'avatars', NAMED))).toBe(true);
    expect(existsSync(path.join(dataDir, 'avatars', 'keep-me.txt'))).toBe(true);
  });

  it('runs when the server starts', async () => {
    dataDir = folderWith([ORPHAN]);
    app = await startTestApp({ DATA_DIR: dataDir });
    expect(existsSync(path.join(dataDir, 'avatars', ORPHAN))).toBe(false);
  });
});
