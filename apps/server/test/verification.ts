import { smsTo } from '../src/verification/sms';
import type { TestApp } from './app';
import { mailsTo } from './outbox';
import { uniqueEmail } from './session';

/** What a test needs to drive one channel's two endpoints and read the code it was sent. */
export type ChannelDriver = {
  name: 'email' | 'phone';
  sendUrl: string;
  checkUrl: string;
  /** A target no other test uses, as a user would type it, and as the server stores it. */
  freshTarget: () => { typed: string; stored: string };
  sendBody: (typed: string) => Record<string, string>;
  checkBody: (typed: string, verifyCode: string) => Record<string, string>;
  /** The newest code delivered to the stored target ('' if none). */
  lastCode: (dataDir: string, stored: string) => string;
  /** How many messages the target has received. */
  deliveries: (dataDir: string, stored: string) => number;
  /** The user's stored value and flag for this channel. */
  storedContact: (t: TestApp, userId: string) => Promise<{ value: string; verified: number }>;
};

let phoneCounter = 0;

export const CHANNELS: readonly ChannelDriver[] = [
  {
    name: 'email',
    sendUrl: '/api/v1/user/email/authentication',
    checkUrl: '/api/v1/user/email/verification',
    freshTarget: () => {
      const stored = uniqueEmail('contact');
      return { typed: stored.toUpperCase(), stored };
    },
    sendBody: (email) => ({ email }),
    checkBody: (email, verifyCode) => ({ email, verifyCode }),
    lastCode: (dataDir, email) => /^ {4}(\d{6})$/m.exec(mailsTo(dataDir, email).at(-1) ?? '')?.[1] ?? '',
    deliveries: (dataDir, email) => mailsTo(dataDir, email).length,
    storedContact: async (t, userId) => {
      const row = await t.db
        .selectFrom('users')
        .select(['email', 'email_verified'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { value: row.email, verified: row.email_verified };
    },
  },
  {
    name: 'phone',
    sendUrl: '/api/v1/user/phone-number/authentication',
    checkUrl: '/api/v1/user/phone-number/verification',
    freshTarget: () => {
      const subscriber = String(++phoneCounter).padStart(7, '0');
      return { typed: `0912 ${subscriber}`, stored: `+98912${subscriber}` };
    },
    sendBody: (phoneNumber) => ({ phoneNumber }),
    checkBody: (phoneNumber, verifyCode) => ({ phoneNumber, verifyCode }),
    lastCode: (dataDir, phone) => /code is (\d{6})\./.exec(smsTo(dataDir, phone).at(-1) ?? '')?.[1] ?? '',
    deliveries: (dataDir, phone) => smsTo(dataDir, phone).length,
    storedContact: async (t, userId) => {
      const row = await t.db
        .selectFrom('users')
        .select(['phone_number', 'phone_verified'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { value: row.phone_number, verified: row.phone_verified };
    },
  },
];

/** A six-digit code that is certainly not `code`. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let addressCounter = 0;
/** A fresh client address, so each test starts with a full per-IP budget. */
export const freshIp = (): string => {
  addressCounter += 1;
  return `10.${(addressCounter >> 8) & 255}.${addressCounter & 255}.7`;
};

export const codeRowsOf = (t: TestApp, userId: string) =>
  t.db
    .selectFrom('verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

type SignedUp = { userId: string; headers: Record<string, string> };

/** Verifies a fresh phone number of the user through the API, as the profile's flow does. */
export const verifyPhoneOf = async (t: TestApp, user: SignedUp): Promise<string> => {
  const phone = CHANNELS[1]!;
  const { typed, stored } = phone.freshTarget();
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload, remoteAddress: freshIp() });
  await post(phone.sendUrl, phone.sendBody(typed));
  const answer = await post(phone.checkUrl, phone.checkBody(typed, phone.lastCode(t.dataDir, stored)));
  if (answer.statusCode !== 200) throw new Error(`phone verification failed: ${answer.body}`);
  return stored;
};
