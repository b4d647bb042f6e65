import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { VIDEO_TYPES } from '@tradescope/domain';
import { PRIVATE_FILE_MODE } from '../../data-dir';
import { HttpError } from '../../http';
import { type DeclaredFile, declaredTypes } from '../declared-type';
import { newStoredName, removeQuietly } from '../stored-files';
import { UPLOAD_KEYS } from '../upload-keys';
import { extensionOfVideo, SNIFF_BYTES, type VideoType, videoTypeOf } from './video-container';

/** A video on disk: the container its bytes proved, its stored name and size. */
export type SavedVideo = { fileName: string; filePath: string; type: VideoType; size: number };

const typeError = () => new HttpError(415, UPLOAD_KEYS.videoType);
const sizeError = () => new HttpError(413, UPLOAD_KEYS.videoSize);

/** The one container the client's MIME type and file name agree on, or a refusal before a byte is stored. */
const expectedType = (declared: DeclaredFile): VideoType => {
  const types = declaredTypes(declared, VIDEO_TYPES);
  const first = types?.[0];
  if (types === undefined || first === undefined || types.some((type) => type !== first)) throw typeError();
  return first as VideoType;
};

/**
 * Streams an uploaded video into `folder` chunk by chunk (never the whole 20 MB in memory). Nothing is written until
 * the leading bytes prove the declared container; a file cut at the size limit, a wrong container or a broken
 * connection leaves no partial file behind.
 */
export const saveVideoPart = async (
  part: MultipartFile,
  declared: DeclaredFile,
  folder: string,
): Promise<SavedVideo> => {
  const type = expectedType(declared);
  let size = 0;
  const proveThenPass = async function* (chunks: AsyncIterable<Buffer>) {
    let head: Buffer | undefined = Buffer.alloc(0);
    for await (const chunk of chunks) {
      if (part.file.truncated) throw sizeError();
      size += chunk.length;
      if (head === undefined) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) continue;
      if (videoTypeOf(head) !== type) throw typeError();
      yield head;
      head = undefined;
    }
    if (part.file.truncated) throw sizeError();
    // Shorter than the sniffing window (or empty): judged by what there is.
    if (head !== undefined) {
      if (videoTypeOf(head) !== type) throw typeError();
      yield head;
    }
  };

  const fileName = newStoredName(extensionOfVideo(type));
  const filePath = path.join(folder, fileName);
  const writer = createWriteStream(filePath, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    await pipeline(part.file, proveThenPass, writer);
  } catch (error) {
    // The file opens asynchronously: removing it before the stream has closed could race its creation. (Not
    // events.once: the writer also emits the error, which would reject it.)
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await removeQuietly(filePath);
    throw error;
  }
  return { fileName, filePath, type, size };
};
