import { savedChartId, savedChartSchema } from '@tradescope/domain';
import { strategyById } from '@tradescope/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../test';
import { CHART_KEYS, MAX_CHART_BYTES } from './charts-service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type SignedUp = Awaited<ReturnType<typeof signUpUser>>;
const call = (user: SignedUp, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

const [firstId, secondId] = [...strategyById.keys()];
const strategyIds = [firstId!, secondId!];
const chartId = savedChartId('binance-spot', 'BTC', 'USDT', strategyIds);
const url = (id: string) => `/chart/${encodeURIComponent(id)}`;
const payload = (content = JSON.stringify({ drawings: [] }), overrides: object = {}) => ({
  id: chartId,
  source: 'binance-spot',
  strategyIds,
  base: 'btc',
  quote: 'usdt',
  timeframe: 60,
  content,
  ...overrides,
});

describe('user charts', () => {
  it('saves, lists, reads back and deletes a chart', async () => {
    const user = await signUpUser(t.app);
    expect((await call(user, 'GET', '/chart')).json().data).toEqual([]);

    const saved = await call(user, 'POST', url(chartId), payload());
    expect(saved.statusCode).toBe(200);
    const entry = savedChartSchema.parse(saved.json().data);
    expect(entry).toMatchObject({ id: chartId, strategyIds, resolution: 60 });
    expect(entry.symbol).toContain(strategyById.get(firstId!)!.name);

    const list = await call(user, 'GET', '/chart');
    expect(list.json().data).toEqual([entry]);

    const content = await call(user, 'GET', url(chartId));
    expect(content.statusCode).toBe(200);
    const parsed = JSON.parse(content.json().data);
    expect(parsed).toMatchObject({ id: chartId, timeframe: 60, content: JSON.stringify({ drawings: [] }) });

    expect((await call(user, 'DELETE', url(chartId))).statusCode).toBe(200);
    expect((await call(user, 'GET', '/chart')).json().data).toEqual([]);
    expect((await call(user, 'GET', url(chartId))).statusCode).toBe(404);
  });

  it('overwrites the same id on a second save', async () => {
    const user = await signUpUser(t.app);
    await call(user, 'POST', url(chartId), payload('{"v":1}'));
    await call(user, 'POST', url(chartId), payload('{"v":2}', { timeframe: 240 }));
    const list = (await call(user, 'GET', '/chart')).json().data;
    expect(list).toHaveLength(1);
    expect(list[0].resolution).toBe(240);
    expect(JSON.parse((await call(user, 'GET', url(chartId))).json().data).content).toBe('{"v":2}');
  });

  it("keeps a user's charts away from other users", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await call(owner, 'POST', url(chartId), payload());
    expect((await call(other, 'GET', '/chart')).json().data).toEqual([]);
    const read = await call(other, 'GET', url(chartId));
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(CHART_KEYS.notFound);
    expect((await call(other, 'DELETE', url(chartId))).statusCode).toBe(404);
    expect((await call(owner, 'GET', url(chartId))).statusCode).toBe(200);
  });

  it('refuses an id that does not match the body or the pair', async () => {
    const user = await signUpUser(t.app);
    const other = savedChartId('binance-spot', 'eth', 'usdt', strategyIds);
    const res = await call(user, 'POST', url(other), payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHART_KEYS.idMismatch);
    const forged = await call(user, 'POST', url(other), payload(undefined, { id: other }));
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a malformed id and body', async () => {
    const user = await signUpUser(t.app);
    expect((await call(user, 'GET', url('NOT AN ID'))).statusCode).toBe(400);
    expect((await call(user, 'POST', url(chartId), { ...payload(), timeframe: 7 })).statusCode).toBe(400);
  });

  it('bounds the stored payload', async () => {
    const user = await signUpUser(t.app);
    const res = await call(user, 'POST', url(chartId), payload('x'.repeat(MAX_CHART_BYTES + 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(CHART_KEYS.tooLarge);
    expect((await call(user, 'GET', '/chart')).json().data).toEqual([]);
  });

  it('sends a long list gzipped', async () => {
    const user = await signUpUser(t.app);
    const ids = [...strategyById.keys()].slice(0, 12);
    for (const id of ids) {
      const idOf = savedChartId('binance-spot', 'btc', 'usdt', [id]);
      const res = await call(user, 'POST', url(idOf), payload(undefined, { id: idOf, strategyIds: [id] }));
      expect(res.statusCode).toBe(200);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chart',
      headers: { ...user.headers, 'accept-encoding': 'gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/chart' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${url(chartId)}`, payload: payload() });
    expect(res.statusCode).toBe(401);
  });
});
