import type { Database } from '../src/db';
import type { TestApp } from './app';
import { signUpUser } from './session';

type Maps = Partial<
  Record<'access' | 'globalAccess' | 'falconAccess' | 'limitedAccess', Record<string, number>>
>;

/** Writes a user's access maps as a purchase would have (expiries in unix seconds); absent maps are empty. */
export const storeAccess = (db: Database, userId: string, maps: Maps) =>
  db
    .updateTable('users')
    .set({
      access_json: JSON.stringify({
        access: {},
        globalAccess: {},
        falconAccess: {},
        limitedAccess: {},
        ...maps,
      }),
    })
    .where('id', '=', userId)
    .execute();

/** A pro plan on crypto and the global markets for `days` from the test clock. */
export const grantPro = (t: Pick<TestApp, 'db' | 'clock'>, userId: string, days = 1) => {
  const until = Math.floor(t.clock.now / 1000) + days * 86_400;
  return storeAccess(t.db, userId, { access: { pro: until }, globalAccess: { pro: until } });
};

/** A new user holding the pro plan for `days` (grantPro): the paid user most suites start from. */
export const signUpProUser = async (t: Pick<TestApp, 'app' | 'db' | 'clock'>, days = 1) => {
  const user = await signUpUser(t.app);
  await grantPro(t, user.userId, days);
  return user;
};
