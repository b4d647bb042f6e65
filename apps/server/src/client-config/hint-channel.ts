import { profileTabLock, unixSecondsFromMillis } from '@tradescope/domain';
import type { AppContext } from '../app-context';
import { AUTH_KEYS } from '../auth';
import { HTTP_KEYS, HttpError } from '../http';
import { accessHolderOf } from '../users';

/** Spec §6 "You must upgrade your account to use this section". */
const UPGRADE_REQUIRED = 'access.upgrade-required';

/**
 * The hint channel's address for a member of the ICT programme (ict, pro or hero on any of the three access maps,
 * as the profile tab is decided); 404 when the deployment has no channel.
 */
export const hintChannelOf = async (ctx: AppContext, userId: string): Promise<string> => {
  const url = ctx.config.hintChannelUrl;
  if (url === undefined) throw new HttpError(404, HTTP_KEYS.notFound);
  const user = await ctx.users.findById(userId);
  if (user === undefined) throw new HttpError(401, AUTH_KEYS.unauthorized);
  if (profileTabLock(accessHolderOf(user), 'hint-channel', unixSecondsFromMillis(ctx.now())) !== null)
    throw new HttpError(403, UPGRADE_REQUIRED);
  return url;
};
