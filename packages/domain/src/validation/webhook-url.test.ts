import { describe, expect, it } from 'vitest';
import { isPrivateAddress, webhookUrlIssue } from './webhook-url';

const strict = { allowLoopback: false };
const KEY = 'market.alerts-tab.webhook-invalid';

describe('webhookUrlIssue', () => {
  it('accepts an https address on a public host', () => {
    expect(webhookUrlIssue('https://hooks.example.com/tradescope?x=1', strict)).toBeUndefined();
    expect(webhookUrlIssue('https://8.8.8.8/hook', strict)).toBeUndefined();
  });

  it.each([
    ['plain http', 'http://hooks.example.com/a'],
    ['not a URL', 'hooks.example.com'],
    ['loopback', 'https://127.0.0.1/a'],
    ['localhost', 'https://localhost/a'],
    ['a private address', 'https://192.168.1.4/a'],
    ['a 10/8 address', 'https://10.2.3.4/a'],
    ['a 172.16/12 address', 'https://172.20.0.1/a'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest'],
    ['IPv6 loopback', 'https://[::1]/a'],
    ['IPv6 unique-local', 'https://[fd00::1]/a'],
    ['mapped IPv4 loopback', 'https://[::ffff:127.0.0.1]/a'],
    ['credentials in the URL', 'https://user:pw@hooks.example.com/a'],
    ['another scheme', 'ftp://hooks.example.com/a'],
  ])('refuses %s', (_what, url) => {
    expect(webhookUrlIssue(url, strict)).toBe(KEY);
  });

  it('lets http://127.0.0.1 through only when the policy allows loopback', () => {
    expect(webhookUrlIssue('http://127.0.0.1:4567/hook', strict)).toBe(KEY);
    expect(webhookUrlIssue('http://127.0.0.1:4567/hook', { allowLoopback: true })).toBeUndefined();
    expect(webhookUrlIssue('http://10.0.0.1:4567/hook', { allowLoopback: true })).toBe(KEY);
  });
});

describe('isPrivateAddress', () => {
  it('tells private from public addresses', () => {
    expect(isPrivateAddress('127.0.0.1')).toBe(true);
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('1.1.1.1')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('fe80::1')).toBe(true);
  });
});
