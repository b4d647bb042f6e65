import { type UnixSeconds, unixSecondsFromMillis } from '@tradescope/domain';

/** The domain's access rules take the moment as unix seconds. */
export const nowSeconds = (): UnixSeconds => unixSecondsFromMillis(Date.now());
