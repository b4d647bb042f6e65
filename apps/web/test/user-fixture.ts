import { defaultSettings, type Settings } from '@tradescope/domain';

/** An access map as GET user sends it: expiry (unix seconds) per tier; absent tiers were never bought. */
export type AccessFixture = Partial<Record<'ict' | 'hero' | 'xmoon' | 'pro', number | null>>;

/** Unix seconds a year after the test run starts: a subscription that is still running. */
const IN_A_YEAR = Math.floor(Date.now() / 1000) + 365 * 86_400;

const noDays = {
  crypto: 0,
  global: 0,
  cryptoICT: 0,
  globalICT: 0,
  cryptoXMoon: 0,
  globalXMoon: 0,
  falcon: 0,
};

const freeUser = () => ({
  settings: defaultSettings() as Settings,
  cid: 'u-1',
  displayName: 'Sara',
  nationalCode: '',
  email: 'sara@example.com',
  emailVerified: true,
  phoneNumber: '',
  phoneNumberVerified: false,
  avatar: null,
  registerDate: 1_700_000_000,
  plan: 'free',
  globalPlan: 'free',
  role: 'other',
  remainingGifts: 0,
  remainedDays: 0,
  globalRemainedDays: 0,
  falconRemainedDays: 0,
  remainingDays: noDays,
  ictData: { crypto: { remaindDays: 0, dueDate: null }, global: { remaindDays: 0, dueDate: null } },
  lastChargeDate: null,
  lastChargeDays: null,
  cryptoFreezeStatus: 'unfreezed',
  schemaLastUpdate: 1_795_564_800,
  user_feedback: [],
  userTips: [],
  installment: [],
  limitations: { 'asset-packs': 3, 'simple-strategy-packs': 0, 'advance-strategy-packs': 0, alerts: 0 },
  access: {} as AccessFixture,
  globalAccess: {} as AccessFixture,
  falconAccess: {} as AccessFixture,
  limitedAccess: {} as AccessFixture & { limited?: number | null },
  alertBot: { connected: false },
});

export type UserFixture = ReturnType<typeof freeUser>;

/** The signed-in user as GET user answers it: Sara, free on every market, with the default settings. */
export const userFixture = (overrides: Partial<UserFixture> = {}): UserFixture => ({
  ...freeUser(),
  ...overrides,
});

/** A user on pro for crypto until a year after the test run starts. */
export const proUserFixture = (overrides: Partial<UserFixture> = {}) =>
  userFixture({ plan: 'pro', access: { pro: IN_A_YEAR }, ...overrides });
