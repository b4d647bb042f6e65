import { AVATAR_TYPES } from '@tradescope/domain';
import sharp from 'sharp';
import { type DeclaredFile, declaresExactly } from '../declared-type';

/**
 * The spec leaves the avatar's "resolution limits" open (§5). Ours: each side 64-6000 px, and never more than
 * 36 megapixels decoded, so a small file that unpacks into a huge bitmap (a decompression bomb) is refused from its
 * header alone. Every accepted photo is stored as a 512 x 512 WebP, cropped to the centre.
 */
export const AVATAR_IMAGE = {
  minSidePx: 64,
  maxSidePx: 6000,
  maxInputPixels: 36_000_000,
  outputSidePx: 512,
  outputQuality: 82,
  outputExtension: 'webp',
  outputType: 'image/webp',
} as const;

const SIGNATURES = [
  { type: AVATAR_TYPES.png, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: AVATAR_TYPES.jpeg, bytes: [0xff, 0xd8, 0xff] },
] as const;

const DECODER_TYPES: Readonly<Record<string, string>> = { png: AVATAR_TYPES.png, jpeg: AVATAR_TYPES.jpeg };

/** The image type the leading bytes prove, if they prove an allowed one. */
export const imageTypeOf = (bytes: Uint8Array): string | undefined =>
  SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.type;

const SHARP_INPUT = { limitInputPixels: AVATAR_IMAGE.maxInputPixels, failOn: 'error' } as const;

const fitsLimits = (width: number | undefined, height: number | undefined): boolean =>
  width !== undefined &&
  height !== undefined &&
  Math.min(width, height) >= AVATAR_IMAGE.minSidePx &&
  Math.max(width, height) <= AVATAR_IMAGE.maxSidePx;

/**
 * The photo re-encoded for storage, or `undefined` when it is not one: the name, the MIME type, the magic bytes
 * and the decoder must all agree on png or jpeg. Re-encoding drops metadata (EXIF, GPS), trailing data and any
 * payload smuggled into the file; the EXIF orientation is applied first so the photo stays upright.
 */
export const reencodeAvatar = async (bytes: Buffer, declared: DeclaredFile): Promise<Buffer | undefined> => {
  const type = imageTypeOf(bytes);
  if (!declaresExactly(declared, AVATAR_TYPES, type)) return undefined;
  try {
    const { format, width, height } = await sharp(bytes, SHARP_INPUT).metadata();
    if (DECODER_TYPES[format] !== type || !fitsLimits(width, height)) return undefined;
    return await sharp(bytes, SHARP_INPUT)
      .rotate()
      .resize(AVATAR_IMAGE.outputSidePx, AVATAR_IMAGE.outputSidePx, { fit: 'cover' })
      .webp({ quality: AVATAR_IMAGE.outputQuality })
      .toBuffer();
  } catch {
    // libvips refuses what it cannot decode (a corrupt or truncated body, too many pixels): not a photo we keep.
    return undefined;
  }
};
