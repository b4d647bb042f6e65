/** How long an administrator's impersonation of a user lasts before it ends by itself (an hour of support work). */
export const IMPERSONATION_MS = 60 * 60 * 1000;
