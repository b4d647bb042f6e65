import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import {
  can,
  canUploadVideo,
  LIMITS,
  unixSecondsFromMillis,
  type Video,
  validateVideoFile,
} from '@tradescope/domain';
import { AUTH_KEYS } from '../../auth';
import { privateFolder } from '../../data-dir';
import { type Database, isUniqueViolation, type VideoRow } from '../../db';
import { HttpError } from '../../http';
import { accessHolderOf, type UsersRepo } from '../../users';
import { clientType } from '../declared-type';
import type { SinglePartForm } from '../single-part-form';
import { isStoredName, removeQuietly } from '../stored-files';
import { UPLOAD_KEYS } from '../upload-keys';
import { nextDueDate } from './ict-data';
import { type SavedVideo, saveVideoPart } from './save-video-part';
import { createVideosRepo } from './videos-repo';

type VideoServiceDeps = { db: Database; users: UsersRepo; now: () => number; dataDir: string };

/** Spec §5: up to 20 MB, a megabyte being 1,000,000 bytes; byte 20,000,001 trips the parser's limit. */
export const VIDEO_MAX_BYTES = LIMITS.videoMaxMb * LIMITS.bytesPerMb;

// The domain rule's keys, each with the status that says what went wrong.
const STATUS_OF_KEY: Readonly<Record<string, number>> = {
  [UPLOAD_KEYS.videoSize]: 413,
  [UPLOAD_KEYS.videoType]: 415,
};

const ensureVideo = (file: { name: string; type: string; size: number }) => {
  const result = validateVideoFile(file);
  if (result.ok) return;
  const fields = result.errors.map(({ field, key }) => ({ field, key }));
  const key = fields[0]!.key;
  throw new HttpError(STATUS_OF_KEY[key] ?? 400, key, fields);
};

const seconds = (ms: number | null) => (ms === null ? null : unixSecondsFromMillis(ms));

/** A row as the history table shows it (domain Video: unix seconds). */
export const videoView = (row: VideoRow): Video => ({
  number: row.number,
  date: unixSecondsFromMillis(row.created_at),
  status: row.status,
  comment: row.comment,
  dueDate: seconds(row.due_date),
});

export const createVideoService = ({ db, users, now, dataDir }: VideoServiceDeps) => {
  const videos = createVideosRepo(db);
  const folder = path.join(dataDir, 'videos');

  /** Plan and queue are checked before a byte is read: a refused upload costs no disk. */
  const admit = async (userId: string) => {
    const user = await users.findById(userId);
    if (user === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
    const holder = accessHolderOf(user);
    const at = unixSecondsFromMillis(now());
    if (!can(holder, 'uploadVideo.view', 'crypto', at)) throw new HttpError(403, UPLOAD_KEYS.upgradeRequired);
    if (!canUploadVideo(await videos.historyOf(userId))) throw new HttpError(409, UPLOAD_KEYS.videoPending);
    return { dueDate: nextDueDate(holder, at) };
  };

  const save = async (part: Multipart): Promise<SavedVideo> => {
    if (part.type !== 'file') throw new HttpError(400, UPLOAD_KEYS.videoType);
    const declared = { name: part.filename, type: clientType(part.mimetype) };
    ensureVideo({ ...declared, size: 0 });
    return saveVideoPart(part, declared, folder);
  };

  const record = async (userId: string, saved: SavedVideo, dueDate: number | null): Promise<Video> => {
    try {
      ensureVideo({ name: saved.fileName, type: saved.type, size: saved.size });
      const row = await videos.insertPending({
        id: randomUUID(),
        user_id: userId,
        file_name: saved.fileName,
        mime_type: saved.type,
        size_bytes: saved.size,
        created_at: now(),
        due_date: dueDate === null ? null : dueDate * 1000,
      });
      return videoView(row);
    } catch (error) {
      await removeQuietly(saved.filePath);
      if (isUniqueViolation(error)) throw new HttpError(409, UPLOAD_KEYS.videoPending);
      throw error;
    }
  };

  return {
    folder,
    ready: () => privateFolder(folder),

    /** POST user/ict-video/upload: one video from a plan with upload-video access, while none awaits review. */
    upload: async (userId: string, form: SinglePartForm): Promise<Video> => {
      const { dueDate } = await admit(userId);
      const saved = await form(save, (video) => removeQuietly(video.filePath));
      return record(userId, saved, dueDate);
    },

    /** GET user/ict-video: the caller's own videos, newest first. */
    history: async (userId: string): Promise<Video[]> => (await videos.historyOf(userId)).map(videoView),

    /** Where a video's file lies, for an administrator; undefined for an unknown id. */
    fileOf: async (id: string) => {
      const row = await videos.findById(id);
      if (row === undefined || !isStoredName(row.file_name)) return undefined;
      const downloadName = `ict-video-${row.number}${path.extname(row.file_name)}`;
      return { path: path.join(folder, row.file_name), type: row.mime_type, downloadName };
    },

    repo: videos,
  };
};

export type VideoService = ReturnType<typeof createVideoService>;

/** A user's upload history for the administrator's console, newest first as the user sees it. */
export const videoHistoryOf = async (db: Database, userId: string): Promise<Video[]> =>
  (await createVideosRepo(db).historyOf(userId)).map(videoView);
