import { type AccessHolder, daysLeft, type ExpiryMap, type UnixSeconds, type User } from '@tradescope/domain';

export type IctData = User['ictData'];

/**
 * ICT programme state per market group for GET user (spec §3 ictData). The spec names the fields but not the rule;
 * ours: ICT members send a video before their ICT days run out, so the due date is the group's ICT expiry while
 * days remain (remaindDays > 0, counted like the remaining-days cards), and null once it has passed or was never
 * bought. The upload hints (spec §2) show exactly the groups with a due date. Limited access does not move it:
 * like the cards, it counts the days paid for.
 */
export const ictDataOf = (holder: AccessHolder, now: UnixSeconds): IctData => ({
  crypto: ictStateOf(holder.access, now),
  global: ictStateOf(holder.globalAccess, now),
});

const ictStateOf = (map: ExpiryMap | null | undefined, now: UnixSeconds): IctData['crypto'] => {
  const expiry = map?.ict;
  const remaindDays = daysLeft(expiry, now);
  return { remaindDays, dueDate: remaindDays > 0 && typeof expiry === 'number' ? Math.floor(expiry) : null };
};

/** The deadline a video uploaded now answers: the sooner of the groups' ICT due dates, or null without ICT days. */
export const nextDueDate = (holder: AccessHolder, now: UnixSeconds): number | null => {
  const { crypto, global } = ictDataOf(holder, now);
  const dates = [crypto.dueDate, global.dueDate].filter((date) => date !== null);
  return dates.length === 0 ? null : Math.min(...dates);
};
