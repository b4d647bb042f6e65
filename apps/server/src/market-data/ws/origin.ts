/**
 * Cross-site WebSocket hijacking guard (ASVS V4.4.2): a browser always sends Origin on a websocket handshake, so a
 * page elsewhere is refused; a request without one is not a browser and still needs a valid token.
 */
export const originAllowed = (
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean => {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return parsed.origin === new URL(publicUrl).origin || (host !== undefined && parsed.host === host);
};
