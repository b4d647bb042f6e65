import { WEBHOOK_URL_MAX } from '../entities/packs';
import type { ValidationMessageKey } from './messages';

export type WebhookUrlPolicy = {
  /** Tests and local development only: http://127.0.0.1 is let through, so a loopback receiver can be reached. */
  readonly allowLoopback: boolean;
};

// The WHATWG URL parser exists in browsers and Node alike; the domain's compiler settings know neither, so its shape
// is named here.
type ParsedUrl = { protocol: string; hostname: string; username: string; password: string };
const { URL: UrlParser } = globalThis as unknown as { URL: new (url: string) => ParsedUrl };

const INVALID: ValidationMessageKey = 'market.alerts-tab.webhook-invalid';

const ipv4Parts = (host: string): number[] | undefined => {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : undefined;
};

/**
 * Addresses a server-side request must never reach (SSRF): loopback, private, link-local, carrier-grade NAT,
 * unspecified and multicast ranges of IPv4, and IPv6's loopback, unique-local, link-local and mapped IPv4 forms.
 */
export const isPrivateAddress = (address: string): boolean => {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Parts(host);
  if (v4 !== undefined) {
    const [a, b] = v4 as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (!host.includes(':')) return false;
  if (host === '::' || host === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (mapped !== null) return isPrivateAddress(mapped[1]!);
  // The URL parser writes a mapped IPv4 address in hex (::ffff:7f00:1).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (hex !== null) {
    const [high, low] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)];
    return isPrivateAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('ff');
};

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain)$/;

/**
 * An alert pack's webhook address: https on a public host name or address, no credentials in it. A name that
 * resolves to a private address is refused again when the request is made; this rule sees only the text.
 */
export const webhookUrlIssue = (url: string, policy: WebhookUrlPolicy): ValidationMessageKey | undefined => {
  if (url.length > WEBHOOK_URL_MAX) return INVALID;
  let parsed: ParsedUrl;
  try {
    parsed = new UrlParser(url);
  } catch {
    return INVALID;
  }
  if (parsed.username !== '' || parsed.password !== '') return INVALID;
  if (policy.allowLoopback && parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1')
    return undefined;
  if (parsed.protocol !== 'https:') return INVALID;
  const host = parsed.hostname.toLowerCase();
  if (host === '' || LOCAL_NAMES.test(host) || isPrivateAddress(host)) return INVALID;
  return undefined;
};
