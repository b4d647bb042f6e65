/** Only paths on this site may be returned to, so a crafted link cannot send a user elsewhere. */
export const safeReturnPath = (value: string | null | undefined): string | undefined =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;

/** Our sign-in page with a return path (spec §4: a 403 on GET token goes to the sign-in page). */
export const signInPath = (location: { pathname: string; search: string }): string => {
  const back = `${location.pathname}${location.search}`;
  return back === '/' || back.startsWith('/sign-')
    ? '/sign-in'
    : `/sign-in?redirect=${encodeURIComponent(back)}`;
};
