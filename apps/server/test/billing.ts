import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';

/** Shared steps of the billing tests: what the database holds, and the calls most scenarios start with. */

export const DAY_S = 86_400;
export const DAY_MS = DAY_S * 1000;
export const nowSeconds = (t: TestApp): number => Math.floor(t.clock.now / 1000);

type AccessDocument = Record<'access' | 'globalAccess' | 'falconAccess', Record<string, number>> & {
  limitedAccess: Record<string, number>;
};

export const storedUser = async (t: TestApp, userId: string) => {
  const row = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { ...row, access: JSON.parse(row.access_json) as AccessDocument };
};

export const storedPurchase = (t: TestApp, purchaseId: string) =>
  t.db.selectFrom('purchases').selectAll().where('id', '=', purchaseId).executeTakeFirstOrThrow();

// Who started each purchase: only its owner may settle it, so settle() calls as them unless told otherwise.
const buyers = new Map<string, Record<string, string>>();

export const checkout = async (
  t: TestApp,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/billing/checkout', headers, payload });
  if (res.statusCode === 201) buyers.set((res.json().data as { purchaseId: string }).purchaseId, headers);
  return res;
};

export const settle = (
  t: TestApp,
  purchaseId: string,
  action: 'pay' | 'fail' | 'cancel',
  headers = buyers.get(purchaseId) ?? {},
) => t.app.inject({ method: 'POST', url: `/api/v1/billing/sandbox/${purchaseId}/${action}`, headers });

/** Checks out a plan and pays it through the sandbox; returns the purchase id. */
export const buyPlan = async (
  t: TestApp,
  headers: Record<string, string>,
  planId: string,
): Promise<string> => {
  const started = await checkout(t, headers, { planId });
  const { purchaseId } = started.json().data as { purchaseId: string };
  const paid = await settle(t, purchaseId, 'pay');
  if (paid.statusCode !== 303) throw new Error(`pay failed: ${paid.body}`);
  return purchaseId;
};

export const errorKey = (res: LightMyRequestResponse): string => res.json().message;
