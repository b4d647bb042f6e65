import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpFake, startSmtpFake } from '../../test';
import type { Mailer } from './mailer';
import { createWorkerMailer } from './worker-mailer';

// A worker thread cannot load TypeScript: the thread's entry is bundled as build.mjs bundles it into dist/.
const bundleWorker = async (folder: string): Promise<URL> => {
  await build({
    entryPoints: { 'mail-worker': path.join(import.meta.dirname, 'mail-worker.ts') },
    outdir: folder,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return pathToFileURL(path.join(folder, 'mail-worker.js'));
};

describe('the SMTP mailer on a worker thread', () => {
  let smtp: SmtpFake;
  let mailer: Mailer;
  // Under the package's (ignored) dist, so the bundle's imports of npm packages resolve from its node_modules.
  const dist = path.join(import.meta.dirname, '../../dist');
  mkdirSync(dist, { recursive: true });
  const folder = mkdtempSync(path.join(dist, '.mail-worker-test-'));
  beforeAll(async () => {
    smtp = await startSmtpFake();
    mailer = createWorkerMailer(await bundleWorker(folder), {
      smtpUrl: smtp.url,
      mailFrom: 'Tradescope <no-reply@tradescope.test>',
    });
  }, 30_000);
  afterAll(async () => {
    mailer.close?.();
    await smtp.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('hands every message of a burst to the server once, as written', async () => {
    const mails = Array.from({ length: 40 }, (_, i) => ({
      to: `trader${i}@example.com`,
      subject: `هشدار ${i}: خرید BTC/USDT`,
      text: `قیمت: ۴۳٬۰۰۰ #${i}`,
      html: `<p dir="rtl">${i}</p>`,
    }));
    await Promise.all(mails.map((mail) => mailer.send(mail)));
    for (const mail of mails)
      expect(smtp.mailsTo(mail.to)).toMatchObject([
        {
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          from: expect.stringMatching(/^"?Tradescope"? <no-reply@tradescope\.test>$/),
        },
      ]);
  });

  it("fails a refused message with the server's answer, which decides between a retry and giving up", async () => {
    smtp.setMode('refuse');
    try {
      await expect(mailer.send({ to: 'sara@example.com', subject: 'x', text: 'x' })).rejects.toMatchObject({
        responseCode: 550,
        message: expect.stringContaining('Mailbox unavailable'),
      });
    } finally {
      smtp.setMode('up');
    }
    await mailer.send({ to: 'sara@example.com', subject: 'again', text: 'x' });
    expect(smtp.mailsTo('sara@example.com').map((mail) => mail.subject)).toEqual(['again']);
  });
});
