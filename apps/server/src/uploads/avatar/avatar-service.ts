import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import { LIMITS, validateAvatarFile } from '@tradescope/domain';
import { AUTH_KEYS } from '../../auth';
import { PRIVATE_FILE_MODE, privateFolder } from '../../data-dir';
import { HttpError } from '../../http';
import type { UsersRepo } from '../../users';
import { clientType } from '../declared-type';
import type { SinglePartForm } from '../single-part-form';
import { isStoredName, newStoredName, removeQuietly } from '../stored-files';
import { UPLOAD_KEYS } from '../upload-keys';
import { AVATAR_IMAGE, reencodeAvatar } from './avatar-image';
import { avatarUrlOf } from './avatar-url';
import { createPerUserQueue } from './per-user-queue';

type AvatarServiceDeps = { users: UsersRepo; now: () => number; dataDir: string; publicUrl: string };

/** Domain rule: strictly under 5 MB (spec §5); the parser stops one byte past the largest size allowed. */
export const AVATAR_MAX_BYTES = LIMITS.avatarMaxMb * LIMITS.bytesPerMb - 1;

type AvatarPart = { kind: 'photo'; bytes: Buffer; name: string; type: string } | { kind: 'delete' };

const refuse = (status: number) => new HttpError(status, UPLOAD_KEYS.avatarError);

// Spec §7: the form's avatar field is a photo, or the word false to delete the current one.
const readPart = async (part: Multipart): Promise<AvatarPart> => {
  if (part.type === 'field') {
    if (part.value !== 'false') throw refuse(400);
    return { kind: 'delete' };
  }
  const bytes = await part.toBuffer();
  return { kind: 'photo', bytes, name: part.filename, type: part.mimetype };
};

/** How often files no user row names are looked for (besides at start). */
export const AVATAR_SWEEP_EVERY_MS = 60 * 60 * 1000;

export const createAvatarService = ({ users, now, dataDir, publicUrl }: AvatarServiceDeps) => {
  const folder = path.join(dataDir, 'avatars');
  const fileOf = (name: string) => path.join(folder, name);
  const perUser = createPerUserQueue();
  // Files written whose row is not updated yet: the sweep must not take them for orphans.
  const inFlight = new Set<string>();

  const currentFile = async (userId: string): Promise<string | null> => {
    const user = await users.findById(userId);
    if (user === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
    return user.avatar_file;
  };

  const dropFile = async (name: string | null) => {
    if (name !== null && isStoredName(name)) await removeQuietly(fileOf(name));
  };

  /** Deleting when there is no avatar is a no-op: the result the client asked for already holds. */
  const remove = (userId: string) =>
    perUser(userId, async () => {
      const previous = await currentFile(userId);
      if (previous !== null) {
        await users.update(userId, { avatar_file: null }, now());
        await dropFile(previous);
      }
      return { avatarUrl: null };
    });

  // Read, write, point the row at the new file and drop the old one as one step per user.
  const store = (userId: string, image: Buffer) =>
    perUser(userId, async () => {
      const previous = await currentFile(userId);
      const name = newStoredName(AVATAR_IMAGE.outputExtension);
      inFlight.add(name);
      try {
        await writeFile(fileOf(name), image, { flag: 'wx', mode: PRIVATE_FILE_MODE });
        await users.update(userId, { avatar_file: name }, now());
      } catch (error) {
        await removeQuietly(fileOf(name));
        throw error;
      } finally {
        inFlight.delete(name);
      }
      await dropFile(previous);
      return name;
    });

  /** Deletes the stored files no user row names (left by a crash between writing a file and its row). */
  const sweep = async (): Promise<number> => {
    // Listed before the rows are read: a file not in flight now already has its row written.
    const listed = (await readdir(folder)).filter((name) => isStoredName(name) && !inFlight.has(name));
    if (listed.length === 0) return 0;
    const named = await users.avatarFiles();
    const orphans = listed.filter((name) => !named.has(name));
    await Promise.all(orphans.map((name) => removeQuietly(fileOf(name))));
    return orphans.length;
  };

  const replace = async (userId: string, photo: Extract<AvatarPart, { kind: 'photo' }>) => {
    const declared = { name: photo.name, type: clientType(photo.type), size: photo.bytes.length };
    if (!validateAvatarFile(declared).ok) throw refuse(415);
    const image = await reencodeAvatar(photo.bytes, declared);
    if (image === undefined) throw refuse(415);
    return { avatarUrl: avatarUrlOf(await store(userId, image), publicUrl) };
  };

  return {
    folder,
    ready: async () => {
      await privateFolder(folder);
      await sweep();
    },
    sweep,

    /** POST user/avatar as a form: store a new photo (the old file is deleted) or delete the current one. */
    update: async (userId: string, form: SinglePartForm) => {
      const part = await form(readPart, async () => {});
      return part.kind === 'delete' ? remove(userId) : replace(userId, part);
    },

    remove,

    /** A stored avatar's path, for GET avatars/:file; undefined for any name this module never generated. */
    pathOf: (name: string): string | undefined => (isStoredName(name) ? fileOf(name) : undefined),
  };
};

export type AvatarService = ReturnType<typeof createAvatarService>;
