import { describe, expect, it } from 'vitest';
import { httpUrlSchema } from './primitives';

describe('httpUrlSchema', () => {
  it.each([
    'https://www.binance.com/en/trade/BTC_USDT',
    'http://localhost:8080/api/v1/billing/installments/1/pay',
    '/api/v1/avatars/2f1c.jpg',
  ])('accepts %s', (url) => expect(httpUrlSchema.safeParse(url).success).toBe(true));

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'ftp://files.example.com/a',
    'relative/path',
    '/with space',
  ])('refuses %s', (url) => expect(httpUrlSchema.safeParse(url).success).toBe(false));
});
