import { afterAll, describe, expect, it } from 'vitest';
import { freshRedisDatabase, scaleServices } from '../../test/scale';
import { createLeaderLease } from './leader-lease';

const services = scaleServices();

describe.skipIf(services === undefined)('the leader lease (one scanner runs the backtest)', () => {
  const leases: Awaited<ReturnType<typeof createLeaderLease>>[] = [];
  afterAll(() => {
    for (const lease of leases) lease.close();
  });

  it('is held by one process at a time, renewed by it, and taken over once its holder stops renewing', async () => {
    const redisUrl = await freshRedisDatabase(services!.redisUrl, 5);
    const open = async () => {
      const lease = await createLeaderLease(redisUrl, { key: 'test:lease', ttlMs: 300 });
      leases.push(lease);
      return lease;
    };
    const first = await open();
    const second = await open();
    expect(await first.hold()).toBe(true);
    expect(await second.hold()).toBe(false);
    // Renewed before it runs out, it stays the first's.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await first.hold()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await second.hold()).toBe(false);
    // The first stops renewing (a dead scanner): the second takes over, and the first cannot take it back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second.hold()).toBe(true);
    expect(await first.hold()).toBe(false);
  });
});
