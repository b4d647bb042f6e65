import { VIDEO_TYPES } from '@tradescope/domain';

/** Enough leading bytes to tell the four allowed containers apart (a WebM EBML header fits in well under 64). */
export const SNIFF_BYTES = 64;

export type VideoType = (typeof VIDEO_TYPES)[keyof typeof VIDEO_TYPES];

// ISO base-media brands that are MP4 proper; QuickTime ("qt  "), 3GPP and HEIF brands are other formats.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
  'MSNV',
]);

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  Buffer.from(bytes.subarray(from, from + length)).toString('latin1');

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);

const isMp4 = (bytes: Uint8Array): boolean =>
  ascii(bytes, 4, 4) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 4));

/** EBML magic, then the DocType element (id 0x4282) must say "webm": Matroska shares the magic. */
const isWebm = (bytes: Uint8Array): boolean => {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const at = Buffer.from(bytes).indexOf(Buffer.from([0x42, 0x82]), 4);
  const size = bytes[at + 2];
  // A one-byte EBML size has its top bit set; the low seven bits are the length.
  if (at < 0 || size === undefined || (size & 0x80) === 0) return false;
  return ascii(bytes, at + 3, size & 0x7f) === 'webm';
};

/** MPEG-1/2 program stream (pack header 0x000001BA) or elementary video stream (sequence header 0x000001B3). */
const isMpeg = (bytes: Uint8Array): boolean =>
  startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3]);

const isOgg = (bytes: Uint8Array): boolean => ascii(bytes, 0, 4) === 'OggS';

/** The allowed container the leading bytes prove, whatever the client called the file. */
export const videoTypeOf = (head: Uint8Array): VideoType | undefined => {
  if (isMp4(head)) return VIDEO_TYPES.mp4;
  if (isWebm(head)) return VIDEO_TYPES.webm;
  if (isOgg(head)) return VIDEO_TYPES.ogg;
  if (isMpeg(head)) return VIDEO_TYPES.mpeg;
  return undefined;
};

/** The stored file's extension for a proven container. */
export const extensionOfVideo = (type: VideoType): keyof typeof VIDEO_TYPES =>
  (Object.keys(VIDEO_TYPES) as (keyof typeof VIDEO_TYPES)[]).find((key) => VIDEO_TYPES[key] === type)!;
