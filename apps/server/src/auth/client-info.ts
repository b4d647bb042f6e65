import Bowser from 'bowser';

export type ClientInfo = { ip: string; browser: string; os: string };

/** What the active-sessions table shows about a sign-in: address, browser and system. */
export const clientInfoOf = (ip: string, userAgent: string | undefined): ClientInfo => {
  if (userAgent === undefined || userAgent === '') return { ip, browser: 'unknown', os: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { ip, browser: browser || 'unknown', os: os || 'unknown' };
};
