import { describe, expect, it } from 'vitest';
import { LIMITATION_KEYS, PAID_TIERS } from '../access';
import { defaultSettings } from './default-settings';
import { ACCESS_MAP_TIERS } from './strategy';
import { userLimitationsSchema, userSchema } from './user';

const days = { crypto: 0, global: 0, cryptoICT: 0, globalICT: 0, cryptoXMoon: 0, globalXMoon: 0, falcon: 0 };

const user = {
  settings: defaultSettings(),
  cid: 'u-42',
  displayName: 'Sara',
  nationalCode: '',
  email: 'sara@example.com',
  emailVerified: true,
  phoneNumber: '',
  phoneNumberVerified: false,
  avatar: null,
  registerDate: 1_700_000_000,
  plan: 'free',
  globalPlan: 'global hero',
  role: 'other',
  remainingGifts: 1,
  remainedDays: 0,
  globalRemainedDays: 30,
  falconRemainedDays: 0,
  remainingDays: { ...days, global: 30 },
  ictData: { crypto: { remaindDays: 0, dueDate: null }, global: { remaindDays: 5, dueDate: 1_800_000_000 } },
  lastChargeDate: null,
  lastChargeDays: null,
  cryptoFreezeStatus: 'unfreezed',
  schemaLastUpdate: 1_795_564_800,
  user_feedback: [{ text_en: 'Great', text_fa: 'عالی', name_en: 'Ali', name_fa: 'علی' }],
  userTips: [],
  installment: [],
  limitations: { 'asset-packs': 3, 'simple-strategy-packs': 0, 'advance-strategy-packs': 0, alerts: 0 },
  access: {},
  globalAccess: { hero: 1_800_000_000 },
  falconAccess: {},
  limitedAccess: {},
  alertBot: { connected: false },
};

describe('user', () => {
  it('parses a user and reads absent tier expiries as never bought (null)', () => {
    const parsed = userSchema.parse(user);
    expect(parsed.access).toEqual({ ict: null, hero: null, xmoon: null, pro: null });
    expect(parsed.globalAccess.hero).toBe(1_800_000_000);
    expect(parsed.limitedAccess.limited).toBeNull();
  });

  it('holds expiry maps per tier ict, hero, xmoon, pro: the paid tiers of the access rules', () => {
    expect([...ACCESS_MAP_TIERS].sort()).toEqual([...PAID_TIERS].sort());
    expect(Object.keys(userLimitationsSchema.shape)).toEqual([...LIMITATION_KEYS]);
  });

  it.each([
    ['an unknown role', { role: 'root' }],
    ['a malformed e-mail', { email: 'sara@' }],
    ['a negative gift count', { remainingGifts: -1 }],
    ['an expiry in milliseconds with a fraction', { access: { pro: 1.5 } }],
    ['a freeze status outside the list', { cryptoFreezeStatus: 'frozen' }],
  ])('rejects %s', (_label, change) => {
    expect(userSchema.safeParse({ ...user, ...change }).success).toBe(false);
  });

  it('accepts an empty e-mail before one is entered', () => {
    expect(userSchema.parse({ ...user, email: '' }).email).toBe('');
  });
});
