import { randomBytes } from 'node:crypto';
import type { PaidTier } from '@tradescope/domain';
import sharp from 'sharp';
import { createUsersRepo, NO_ACCESS } from '../src/users';
import type { TestApp } from './app';

/** A form part as a browser sends it: a plain field, or a file with a name and a declared type. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body built by hand, so tests can also send what no browser would. */
export const multipartOf = (parts: FormPart[]) => {
  const boundary = `----tradescope${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'value' in part
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A real photo with EXIF (camera make and a copyright note) so tests can see re-encoding drop it. */
export const photoOf = (format: 'png' | 'jpeg', width: number, height: number): Promise<Buffer> => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 140, b: 120 } },
  }).withExif({ IFD0: { Make: 'TestCam', Copyright: 'secret-location' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

const DAY_S = 86_400;

/** Gives a user paid tiers on the crypto map, each expiring `days` from the app's clock (unix seconds, spec §3). */
export const grantTiers = async (t: TestApp, userId: string, tiers: Partial<Record<PaidTier, number>>) => {
  const nowS = Math.floor(t.clock.now / 1000);
  const access = Object.fromEntries(Object.entries(tiers).map(([tier, days]) => [tier, nowS + days * DAY_S]));
  await createUsersRepo(t.db).update(userId, { accessMaps: { ...NO_ACCESS, access } }, t.clock.now);
  return access as Record<PaidTier, number>;
};

/**
 * The leading bytes of each allowed container, laid out as real files begin: an MP4 ftyp box, a WebM EBML header
 * with DocType "webm", an Ogg page, an MPEG program-stream pack header.
 */
const HEADS = {
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41', 'latin1')]),
  webm: Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85,
    0x81, 0x02,
  ]),
  matroska: Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0xa3,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0xf2,
    0x81,
    0x04,
    0x42,
    0xf3,
    0x81,
    0x08,
    0x42,
    0x82,
    0x88,
    ...Buffer.from('matroska'),
    0x42,
    0x87,
    0x81,
    0x04,
    0x42,
    0x85,
    0x81,
    0x02,
  ]),
  ogg: Buffer.concat([
    Buffer.from('OggS\0\x02', 'latin1'),
    Buffer.alloc(20),
    Buffer.from('\x01\x80theora', 'latin1'),
  ]),
  mpeg: Buffer.from([0x00, 0x00, 0x01, 0xba, 0x44, 0x00, 0x04, 0x00, 0x04, 0x01, 0x01, 0x89, 0xc3, 0xf8]),
  quicktime: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\x02\0qt  ', 'latin1')]),
} as const;

/** A video-shaped file of `size` bytes: a container's real leading bytes, then zeros (cheap to make at 20 MB). */
export const videoOf = (kind: keyof typeof HEADS, size = 4096): Buffer => {
  const head = HEADS[kind];
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
};
