/**
 * Trading hours of the replayed instruments. Generated candles only open inside a session, so weekends stay
 * closed and stocks trade 09:30-16:00 New York time. Exchange holidays and the Tokyo lunch break are not modelled.
 */
export const SESSIONS = {
  /** Crypto never closes. */
  always: undefined,
  /** OANDA forex, metals, energy and index CFDs: Sunday 17:00 to Friday 17:00 New York time. */
  fx: { zone: 'America/New_York', opensMinute: 17 * 60, closesMinute: 17 * 60, weekly: true },
  'new-york': { zone: 'America/New_York', opensMinute: 9 * 60 + 30, closesMinute: 16 * 60, weekly: false },
  frankfurt: { zone: 'Europe/Berlin', opensMinute: 9 * 60, closesMinute: 17 * 60 + 30, weekly: false },
  london: { zone: 'Europe/London', opensMinute: 8 * 60, closesMinute: 16 * 60 + 30, weekly: false },
  tokyo: { zone: 'Asia/Tokyo', opensMinute: 9 * 60, closesMinute: 15 * 60 + 30, weekly: false },
} as const;
export type SessionName = keyof typeof SESSIONS;

const DAY_S = 86_400;
const HALF_HOUR_S = 1800;
const ZONES = ['America/New_York', 'Europe/Berlin', 'Europe/London', 'Asia/Tokyo'] as const;
const offsets = new Map<number, number>();
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/**
 * Minutes the zone is ahead of UTC on a UTC day, read at 12:00 UTC. Daylight-saving switches happen on Sunday
 * nights, when none of these sessions is open, so one reading per day is exact for every session edge.
 */
const offsetMinutes = (zone: (typeof ZONES)[number], day: number): number => {
  const key = day * ZONES.length + ZONES.indexOf(zone);
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const noon = new Date((day * DAY_S + DAY_S / 2) * 1000);
  const parts = formatterOf(zone).formatToParts(noon);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  // The zone's calendar day can differ from the UTC day (Tokyo at noon UTC is already 21:00).
  const dayShift = part('day') - noon.getUTCDate();
  const local =
    (dayShift > 1 ? -1 : dayShift < -1 ? 1 : dayShift) * 1440 + part('hour') * 60 + part('minute');
  const offset = local - 12 * 60;
  if (offsets.size > 4096) offsets.clear();
  offsets.set(key, offset);
  return offset;
};

/** Whether the instrument trades at `time` (unix seconds). */
export const isSessionOpen = (name: SessionName, time: number): boolean => {
  const session = SESSIONS[name];
  if (session === undefined) return true;
  const utcDay = Math.floor(time / DAY_S);
  const localSeconds = time + offsetMinutes(session.zone, utcDay) * 60;
  const localDay = Math.floor(localSeconds / DAY_S);
  // 1970-01-01 was a Thursday: 0 = Sunday … 6 = Saturday.
  const weekday = (localDay + 4) % 7;
  const minute = Math.floor((localSeconds - localDay * DAY_S) / 60);
  if (session.weekly) {
    if (weekday === 6) return false;
    if (weekday === 5) return minute < session.closesMinute;
    if (weekday === 0) return minute >= session.opensMinute;
    return true;
  }
  if (weekday === 0 || weekday === 6) return false;
  return minute >= session.opensMinute && minute < session.closesMinute;
};

/**
 * Whether [start, end) touches the session. Every zone here is a whole number of hours off UTC and every session
 * edge falls on :00 or :30 local time, so openness can only change on the half-hour grid of UTC.
 */
export const sessionOverlaps = (name: SessionName, start: number, end: number): boolean => {
  if (SESSIONS[name] === undefined) return true;
  if (isSessionOpen(name, start)) return true;
  for (let t = Math.ceil((start + 1) / HALF_HOUR_S) * HALF_HOUR_S; t < end; t += HALF_HOUR_S) {
    if (isSessionOpen(name, t)) return true;
  }
  return false;
};
