import { LIMITS } from '../markets';
import { issue, settle, type ValidationIssue, type ValidationResult } from './result';

/** What a browser File and a multipart part both tell us about an upload. */
export interface UploadFileInput {
  readonly name: string;
  /** MIME type; browsers leave it empty when they do not know the extension. */
  readonly type: string;
  readonly size: number;
}

// Spec §5: avatars under 5 MB, videos up to 20 MB, a megabyte being 1,000,000 bytes.
const { avatarMaxMb, videoMaxMb, bytesPerMb } = LIMITS;

export const AVATAR_TYPES = { png: 'image/png', jpeg: 'image/jpeg', jpg: 'image/jpeg' } as const;
export const VIDEO_TYPES = {
  mp4: 'video/mp4',
  mpeg: 'video/mpeg',
  ogg: 'video/ogg',
  webm: 'video/webm',
} as const;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The MIME type decides; the extension only when the MIME type is missing. */
const hasAllowedType = (file: UploadFileInput, allowed: Readonly<Record<string, string>>): boolean => {
  const mime = file.type.trim().toLowerCase();
  if (mime !== '') return Object.values(allowed).includes(mime);
  return Object.hasOwn(allowed, extensionOf(file.name));
};

/** png, jpeg or jpg under 5 MB; any failure is the one storage-conditions message of spec §8. */
export const validateAvatarFile = <F extends UploadFileInput>(file: F): ValidationResult<F> => {
  const fits = hasAllowedType(file, AVATAR_TYPES) && file.size < avatarMaxMb * bytesPerMb;
  return settle(file, fits ? [] : [issue('avatar', 'profile.profile-tab.avatar-upload-error')]);
};

export interface VideoFileContext {
  readonly maxSizeMb?: number;
  /** Spec §4: a new upload is blocked while an earlier video awaits review. */
  readonly hasPendingVideo?: boolean;
}

/** mp4, mpeg, ogg or webm up to the size limit, and no video already pending review. */
export const validateVideoFile = <F extends UploadFileInput>(
  file: F,
  context: VideoFileContext = {},
): ValidationResult<F> => {
  const maxSizeMb = context.maxSizeMb ?? videoMaxMb;
  const errors: ValidationIssue[] = [];
  if (context.hasPendingVideo) errors.push(issue('video', 'profile.upload-video-tab.pending-video'));
  if (!hasAllowedType(file, VIDEO_TYPES))
    errors.push(issue('video', 'profile.upload-video-tab.file-type-error'));
  if (file.size > maxSizeMb * bytesPerMb) {
    errors.push(issue('video', 'profile.upload-video-tab.file-size-error', { size: maxSizeMb }));
  }
  return settle(file, errors);
};
