import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { multipartOf, photoOf } from '../../test/uploads';

const modeOf = (file: string) => statSync(file).mode & 0o777;

let parent: string;
let t: TestApp;
beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'tradescope-modes-'));
  // A folder the server creates itself (nested, missing), and no AUTH_SECRET so it writes its own.
  t = await startTestApp({ DATA_DIR: path.join(parent, 'nested', 'data'), AUTH_SECRET: '' });
});
afterAll(async () => {
  await t.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('DATA_DIR permissions', () => {
  it('creates the folder, its subfolders and every file it writes for the owner only', async () => {
    const dataDir = path.join(parent, 'nested', 'data');
    const user = await signUpUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: user.email },
    });
    const form = multipartOf([
      { name: 'avatar', filename: 'me.png', type: 'image/png', data: await photoOf('png', 100, 100) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/avatar',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(200);

    const folders = ['', 'outbox', 'avatars', 'videos'].map((sub) => path.join(dataDir, sub));
    for (const folder of folders) expect(modeOf(folder), folder).toBe(0o700);
    const files = folders.flatMap((folder) =>
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(folder, entry.name)),
    );
    const names = files.map((file) => path.relative(dataDir, file));
    expect(names).toContain('auth-secret');
    expect(names.some((name) => name.startsWith('outbox/') && name.endsWith('.eml'))).toBe(true);
    expect(names.some((name) => name.startsWith('avatars/'))).toBe(true);
    if (process.env.TEST_DATABASE_URL === undefined) {
      expect(names).toEqual(expect.arrayContaining(['tradescope.sqlite', 'tradescope.sqlite-wal']));
    }
    for (const file of files) expect(modeOf(file), file).toBe(0o600);
  });

  it('narrows an existing, readable DATA_DIR and database to the owner', async () => {
    const dataDir = path.join(parent, 'existing');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const again = await startTestApp({ DATA_DIR: dataDir });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      const database = path.join(dataDir, 'tradescope.sqlite');
      if (existsSync(database)) expect(modeOf(database)).toBe(0o600);
    } finally {
      await again.close();
    }
  });
});
