import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type ReceivedWebhook = { body: unknown; signatureValid: boolean; delivery: string; timestamp: string };

/**
 * A webhook receiver on 127.0.0.1 that checks each request's signature as a user's receiver would (HMAC-SHA256 of
 * `<timestamp>.<body>` with their secret), and answers the status it is told to.
 */
export const startWebhookReceiver = async (secretOf: () => Promise<string> | string) => {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['x-tradescope-timestamp'] ?? '');
      const signature = String(request.headers['x-tradescope-signature'] ?? '');
      const expected = `sha256=${createHmac('sha256', await secretOf())
        .update(`${timestamp}.${body}`)
        .digest('hex')}`;
      const signatureValid =
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      if (status >= 200 && status < 300)
        received.push({
          body: JSON.parse(body),
          signatureValid,
          delivery: String(request.headers['x-tradescope-delivery'] ?? ''),
          timestamp,
        });
      response.writeHead(signatureValid ? status : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
