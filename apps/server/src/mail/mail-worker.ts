import { parentPort, workerData } from 'node:worker_threads';
import { createSmtpMailer } from './mailer';
import type { MailReply, MailRequest } from './worker-mailer';

// The thread's side of worker-mailer.ts: messages arrive as they were written, are composed and handed to the SMTP
// server here, over this thread's own pool of connections; only whether each was accepted goes back.
const mailer = createSmtpMailer(workerData as { smtpUrl: string; mailFrom: string });
const reply = (message: MailReply) => parentPort?.postMessage(message);

parentPort?.on('message', (request: MailRequest) => {
  if (request.kind === 'close') {
    mailer.close?.();
    parentPort?.close();
    return;
  }
  mailer.send(request.mail).then(
    () => reply({ id: request.id }),
    (error: unknown) => {
      const { message, code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
      reply({
        id: request.id,
        error: {
          message: error instanceof Error ? message : String(error),
          ...(typeof code === 'string' ? { code } : {}),
          ...(typeof responseCode === 'number' ? { responseCode } : {}),
        },
      });
    },
  );
});
