import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  isPrivateAddress,
  type Market,
  WEBHOOK_HEADERS,
  type WebhookUrlPolicy,
  webhookUrlIssue,
} from '@tradescope/domain';
import { chartUrlOf } from '../alert-payload';
import { type AlertChannel, reasonOf, type SendOutcome } from './outcome';

const TIMEOUT_MS = 10_000;

/** `sha256=<hex>` of `<timestamp>.<body>`: the timestamp is signed too, so a captured request cannot be replayed later. */
const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * The address rule again at sending time, on what the name resolves to now (a name may point at a private address
 * only later: DNS rebinding). Answers a reason to refuse, or undefined.
 */
const refusal = async (url: string, policy: WebhookUrlPolicy): Promise<string | undefined> => {
  if (webhookUrlIssue(url, policy) !== undefined) return 'webhook-address-refused';
  const { hostname } = new URL(url);
  if (policy.allowLoopback && hostname === '127.0.0.1') return undefined;
  const addresses = isIP(hostname.replace(/^\[|\]$/g, ''))
    ? [{ address: hostname }]
    : await lookup(hostname, { all: true });
  return addresses.some(({ address }) => isPrivateAddress(address)) ? 'webhook-address-refused' : undefined;
};

/** 408, 429 and 5xx are the receiver's passing trouble; any other refusal will not change by retrying. */
const outcomeOfStatus = (status: number): SendOutcome => {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  const reason = `http ${status}`;
  return status === 408 || status === 429 || status >= 500
    ? { kind: 'retry', reason }
    : { kind: 'dead', reason };
};

type WebhookDeps = {
  publicUrl: string;
  policy: WebhookUrlPolicy;
  secretOf: (userId: string) => Promise<string>;
  now: () => number;
};

/**
 * Alerts POSTed as JSON to the alert pack's webhook, signed with the user's secret (HMAC-SHA256). Redirects are not
 * followed (they could lead anywhere); the delivery id lets a receiver drop a repeat after a lost answer.
 */
export const createWebhookChannel = ({ publicUrl, policy, secretOf, now }: WebhookDeps): AlertChannel => ({
  send: async ([alert], recipient) => {
    if (alert?.target === null || alert?.target === undefined)
      return { kind: 'dead', reason: 'webhook-missing' };
    try {
      const refused = await refusal(alert.target, policy);
      if (refused !== undefined) return { kind: 'dead', reason: refused };
      const body = JSON.stringify({
        id: alert.id,
        type: alert.kind,
        market: alert.market,
        alert: alert.pack_name,
        match: { id: alert.match_id, ...alert.payload },
        chartUrl: chartUrlOf(publicUrl, alert.market as Market, alert.payload),
      });
      const timestamp = String(Math.floor(now() / 1000));
      const response = await fetch(alert.target, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Tradescope-Webhook/1',
          'x-tradescope-delivery': alert.id,
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.signature]: webhookSignature(await secretOf(recipient.userId), timestamp, body),
        },
        body,
      });
      await response.body?.cancel();
      return outcomeOfStatus(response.status);
    } catch (error) {
      return { kind: 'retry', reason: reasonOf(error) };
    }
  },
});
