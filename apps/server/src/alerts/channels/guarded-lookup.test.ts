import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, type ResolvedAddress } from './guarded-lookup';

type Answer = { error: Error | null; addresses: LookupAddress[] | string };

/** Calls the lookup as a socket does (all addresses, or the first) and answers what it handed back. */
const ask = (lookup: ReturnType<typeof guardedLookup>, options: LookupOptions) =>
  new Promise<Answer>((resolve) =>
    lookup('hooks.example.com', options, (error, addresses) =>
      resolve({ error, addresses: addresses as LookupAddress[] | string }),
    ),
  );

/** A resolver answering each call with the next of `answers` (a name rebinding between two lookups). */
const rebinding = (...answers: ResolvedAddress[][]) => {
  let calls = 0;
  return {
    resolve: async () => answers[Math.min(calls++, answers.length - 1)]!,
    calls: () => calls,
  };
};

const PUBLIC = { address: '203.0.113.7', family: 4 };
const LOOPBACK = { address: '127.0.0.1', family: 4 };

describe('the webhook lookup', () => {
  it('hands the socket exactly the public addresses it checked, from one resolution', async () => {
    const dns = rebinding([PUBLIC], [LOOPBACK]);
    const lookup = guardedLookup(dns.resolve, false);
    expect(await ask(lookup, { all: true })).toEqual({ error: null, addresses: [PUBLIC] });
    expect(dns.calls()).toBe(1);
    const single = await new Promise<unknown[]>((resolve) =>
      guardedLookup(rebinding([PUBLIC]).resolve, false)('hooks.example.com', {}, (...args) => resolve(args)),
    );
    expect(single).toEqual([null, '203.0.113.7', 4]);
  });

  it('refuses when any address is private, so the connection is never made', async () => {
    for (const addresses of [
      [LOOPBACK],
      [PUBLIC, { address: '10.0.0.5', family: 4 }],
      [{ address: '::1', family: 6 }],
      [],
    ]) {
      const answer = await ask(guardedLookup(rebinding(addresses).resolve, false), { all: true });
      expect(answer.error?.message).toBe('webhook-address-refused');
    }
  });

  it('lets loopback through only with the loopback setting, and never another private range', async () => {
    expect((await ask(guardedLookup(rebinding([LOOPBACK]).resolve, true), { all: true })).error).toBeNull();
    const lan = await ask(guardedLookup(rebinding([{ address: '192.168.1.4', family: 4 }]).resolve, true), {
      all: true,
    });
    expect(lan.error?.message).toBe('webhook-address-refused');
  });

  it('passes a resolver failure on as it is (worth a retry)', async () => {
    const failing = guardedLookup(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND hooks.example.com'), { code: 'ENOTFOUND' });
    }, false);
    expect((await ask(failing, { all: true })).error?.message).toMatch(/ENOTFOUND/);
  });
});
