import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { isSharedAnswer } from './zod-validation';

// What @fastify/compress (app.ts) offers on Node 20, in its order of preference, and with its settings: the answer a
// browser gets here is the one compress would have made.
const ENCODERS = {
  br: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (bytes: Buffer) => gzipSync(bytes),
  deflate: (bytes: Buffer) => deflateSync(bytes),
} as const;
type Encoding = keyof typeof ENCODERS;
const OFFERED = ['br', 'gzip', 'deflate', 'identity'];
// Answers under this are sent as they are (compress's threshold in app.ts).
const THRESHOLD = 1024;
const GZIP_ALIAS = /\*|x-gzip/g;

// The compressed copies of a shared answer's bytes, per encoding, while those bytes live.
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

const encodedOnce = (bytes: Buffer, encoding: Encoding): Buffer => {
  let copies = compressed.get(bytes);
  if (copies === undefined) {
    copies = {};
    compressed.set(bytes, copies);
  }
  copies[encoding] ??= ENCODERS[encoding](bytes);
  return copies[encoding];
};

/**
 * The answers the matches service shares between identical requests (plainJson's bytes) are compressed once per
 * encoding, not once per request: a grid page is hundreds of kilobytes, and compress's onSend would compress it again
 * for every browser asking (it skips a reply that already names its encoding). Anything else is left to compress.
 */
export const compressSharedAnswersOnce = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!Buffer.isBuffer(payload) || payload.length < THRESHOLD || !isSharedAnswer(payload)) return payload;
    if (request.headers['x-no-compression'] !== undefined || reply.hasHeader('content-encoding'))
      return payload;
    const header = request.headers['accept-encoding'];
    // As compress reads it: "*" (no preference) and x-gzip mean gzip.
    const encoding =
      header === undefined ? null : negotiate(header.toLowerCase().replace(GZIP_ALIAS, 'gzip'), OFFERED);
    if (encoding === null || encoding === 'identity') return payload;
    const body = encodedOnce(payload, encoding as Encoding);
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!String(vary).includes('accept-encoding')) reply.header('vary', `${vary}, accept-encoding`);
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  });
};
