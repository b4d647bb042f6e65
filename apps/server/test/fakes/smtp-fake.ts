import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * up: accepts; down: answers 421 (service not available) to every message; refuse: answers 550 (no such mailbox, a
 * final no); hang: takes the data, never answers.
 */
type SmtpMode = 'up' | 'down' | 'refuse' | 'hang';

/** A message as it was accepted (its envelope's recipients and bytes) and as a mail client reads it. */
type FakeMail = {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string | undefined;
  from: string;
};

/**
 * An SMTP server on 127.0.0.1 speaking the real protocol (the smtp-server package): it counts what it accepted,
 * and can be switched down (421 to every message) or made to hang mid-message (a process killed while sending).
 */
export const startSmtpFake = async () => {
  let mode: SmtpMode = 'up';
  const accepted: FakeMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom: (_address, _session, callback) => {
      if (mode === 'refuse')
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (mode !== 'down') return callback();
      refused += 1;
      callback(Object.assign(new Error('Service not available, try later'), { responseCode: 421 }));
    },
    onData: (stream, session: SMTPServerSession, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // A hanging server never confirms: the message is not accepted until it says 250.
        if (mode === 'hang') return;
        const raw = Buffer.concat(chunks);
        // Read as a mail client reads it (mailparser): headers decoded, parts taken apart and decoded.
        simpleParser(raw).then(
          (parsed) => {
            accepted.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: raw.toString('utf8'),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html === false ? undefined : parsed.html,
              from: parsed.from?.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const connections = () =>
    (server as unknown as { connections: Set<{ _socket: { destroy(): void } }> }).connections;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    refused: () => refused,
    mailsTo: (address: string) => accepted.filter((mail) => mail.to.includes(address)),
    setMode: (next: SmtpMode) => {
      mode = next;
    },
    /** Cuts every open connection (a hung message is then never accepted). */
    dropConnections: () => {
      for (const connection of connections()) connection._socket.destroy();
    },
    close: async () => {
      for (const connection of connections()) connection._socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type SmtpFake = Awaited<ReturnType<typeof startSmtpFake>>;
