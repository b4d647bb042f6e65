const MINUTE_MS = 60_000;
// A mute longer than a week is better said with /stop.
const LONGEST_MUTE_MS = 7 * 24 * 60 * MINUTE_MS;

/**
 * The argument of /mute: "30m", "1h", "8h" (any minutes or hours up to a week) mute for that long, "off" unmutes.
 * Anything else is `undefined`, and the bot explains the command.
 */
export const parseMute = (argument: string): { muteForMs: number } | 'off' | undefined => {
  const text = argument.trim().toLowerCase();
  if (text === 'off') return 'off';
  const match = /^(\d{1,6})\s*([mh])$/.exec(text);
  if (match === null) return undefined;
  const muteForMs = Number(match[1]) * (match[2] === 'h' ? 60 : 1) * MINUTE_MS;
  return muteForMs > 0 && muteForMs <= LONGEST_MUTE_MS ? { muteForMs } : undefined;
};
