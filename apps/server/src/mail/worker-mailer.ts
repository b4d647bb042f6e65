import { Worker } from 'node:worker_threads';
import type { Mailer } from './mailer';
import type { Mail } from './mime-message';

export type MailRequest = { kind: 'send'; id: number; mail: Mail } | { kind: 'close' };
export type MailReply = { id: number; error?: { message: string; code?: string; responseCode?: number } };

/**
 * The SMTP mailer on a thread of its own (mail-worker.ts): composing a message and the SMTP client's streams, socket
 * writes and replies were half the main thread's time per alert e-mail in an hour boundary's burst, beside the
 * outbox's SQL, scans' evaluation and API requests. The thread starts with the first message; an error keeps the
 * server's answer (responseCode: a 5xx is final); a thread that dies fails what it owed (those alerts are retried)
 * and the next message starts another.
 */
export const createWorkerMailer = (
  workerFile: URL,
  options: { smtpUrl: string; mailFrom: string },
): Mailer => {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const started = new Worker(workerFile, { workerData: options });
    started.on('message', ({ id, error }: MailReply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error === undefined) waiting?.resolve();
      else waiting?.reject(Object.assign(new Error(error.message), error));
    });
    started.on('error', failAll);
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll(new Error('mail worker exited'));
    });
    // Its open connections never keep the process alive: closing the app ends them.
    started.unref();
    return started;
  };
  return {
    send: (mail) =>
      new Promise<void>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker ??= start();
        worker.postMessage({ kind: 'send', id, mail } satisfies MailRequest);
      }),
    close: () => {
      worker?.postMessage({ kind: 'close' } satisfies MailRequest);
      worker = undefined;
    },
  };
};
