import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { HTTP_KEYS, HttpError } from '../http';

// 128 random bits: a stored name can be neither guessed nor chosen by the client (ASVS V5.3.2).
const NAME_PATTERN = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export const newStoredName = (extension: string): string => `${randomBytes(16).toString('hex')}.${extension}`;

/** Only names this module generated may be joined onto a folder: nothing else can reach outside it. */
export const isStoredName = (name: string): boolean => NAME_PATTERN.test(name);

/** Deletes a file that may already be gone (a failed write, a replaced avatar). */
export const removeQuietly = async (filePath: string): Promise<void> => {
  await rm(filePath, { force: true });
};

/**
 * Streams a stored file. `nosniff` plus a sandboxing CSP keep a hostile upload from ever running as a page
 * (ASVS V3.2.1, V3.4.4), whatever a browser guesses about it.
 */
export const sendStoredFile = async (
  reply: FastifyReply,
  filePath: string,
  headers: Readonly<Record<string, string>>,
): Promise<FastifyReply> => {
  const stats = await stat(filePath).catch(() => undefined);
  if (stats === undefined || !stats.isFile()) throw new HttpError(404, HTTP_KEYS.notFound);
  return reply
    .headers({
      'content-length': String(stats.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      ...headers,
    })
    .send(createReadStream(filePath));
};
