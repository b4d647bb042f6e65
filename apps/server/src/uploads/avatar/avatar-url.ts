/** GET avatars/:file serves stored avatars; the app mounts this module under /api/v1. */
export const AVATAR_ROUTE = '/avatars';
const API_PREFIX = '/api/v1';

/**
 * The absolute address of a user's avatar for GET user and POST user/avatar, or null without one: the domain's User
 * schema takes an http(s) URL (spec §3 User.avatar), so the configured public URL leads it.
 */
export const avatarUrlOf = (avatarFile: string | null, publicUrl: string): string | null =>
  avatarFile === null ? null : `${publicUrl}${API_PREFIX}${AVATAR_ROUTE}/${avatarFile}`;
