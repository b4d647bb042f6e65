import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** up: accepts; down: answers 421 (service not available) to every message; hang: takes the data, never answers. */
type SmtpMode = 'up' | 'down' | 'hang';

type FakeMail = { to: string[]; raw: string; subject: string; text: string };

const decodeWords = (header: string): string =>
  header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

const bodyText = (raw: string): string => {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  if (/Content-Transfer-Encoding: base64/i.test(raw)) {
    // The text part of a multipart message, base64 encoded.
    const part = /Content-Type: text\/plain[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
    if (part !== null) return Buffer.from(part[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8');
  }
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
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
        const raw = Buffer.concat(chunks).toString('utf8');
        accepted.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: decodeWords(
            /^Subject: (.*(?:\r\n[ \t].*)*)$/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '',
          ),
          text: bodyText(raw),
        });
        callback();
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
