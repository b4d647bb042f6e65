import { createHmac } from 'node:crypto';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type Market, WEBHOOK_HEADERS, type WebhookUrlPolicy, webhookUrlIssue } from '@tradescope/domain';
import { chartUrlOf } from '../alert-payload';
import { guardedLookup, type Resolve, systemResolve, WEBHOOK_ADDRESS_REFUSED } from './guarded-lookup';
import { type AlertChannel, reasonOf, type SendOutcome } from './outcome';

const TIMEOUT_MS = 10_000;

/** `sha256=<hex>` of `<timestamp>.<body>`: the timestamp is signed too, so a captured request cannot be replayed later. */
const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * POSTs `body` and answers the status. The socket connects to the address `lookup` checked (an address literal needs
 * none: the address rule saw it); redirects are not followed (they could lead anywhere).
 */
const post = (
  url: URL,
  headers: OutgoingHttpHeaders,
  body: string,
  lookup: LookupFunction,
): Promise<number> =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, lookup },
      (response) => {
        clearTimeout(deadline);
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // A whole-request deadline: a receiver that answers slowly byte by byte never resets it.
    const deadline = setTimeout(
      () => request.destroy(new Error(`timeout after ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });

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
  /** How host names resolve (the system's resolver unless a test answers). */
  resolve?: Resolve;
};

/**
 * Alerts POSTed as JSON to the alert pack's webhook, signed with the user's secret (HMAC-SHA256), to a public
 * address only (checked by the text rule, then on the very addresses the connection uses). The delivery id lets a
 * receiver drop a repeat after a lost answer.
 */
export const createWebhookChannel = ({
  publicUrl,
  policy,
  secretOf,
  now,
  resolve = systemResolve,
}: WebhookDeps): AlertChannel => {
  const lookup = guardedLookup(resolve, policy.allowLoopback);
  return {
    send: async ([alert], recipient) => {
      if (alert?.target === null || alert?.target === undefined)
        return { kind: 'dead', reason: 'webhook-missing' };
      if (webhookUrlIssue(alert.target, policy) !== undefined)
        return { kind: 'dead', reason: WEBHOOK_ADDRESS_REFUSED };
      try {
        const body = JSON.stringify({
          id: alert.id,
          type: alert.kind,
          market: alert.market,
          alert: alert.pack_name,
          match: { id: alert.match_id, ...alert.payload },
          chartUrl: chartUrlOf(publicUrl, alert.market as Market, alert.payload),
        });
        const timestamp = String(Math.floor(now() / 1000));
        const headers = {
          'content-type': 'application/json',
          'user-agent': 'Tradescope-Webhook/1',
          'x-tradescope-delivery': alert.id,
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.signature]: webhookSignature(await secretOf(recipient.userId), timestamp, body),
        };
        return outcomeOfStatus(await post(new URL(alert.target), headers, body, lookup));
      } catch (error) {
        if (error instanceof Error && error.message === WEBHOOK_ADDRESS_REFUSED)
          return { kind: 'dead', reason: WEBHOOK_ADDRESS_REFUSED };
        return { kind: 'retry', reason: reasonOf(error) };
      }
    },
  };
};
