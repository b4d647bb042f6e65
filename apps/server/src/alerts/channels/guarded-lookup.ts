import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from '@tradescope/domain';

export type ResolvedAddress = { readonly address: string; readonly family: number };
/** What a host name resolves to now (every address); tests answer for names of their own. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const WEBHOOK_ADDRESS_REFUSED = 'webhook-address-refused';

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1';

/**
 * The socket's own name lookup for a webhook request: it resolves the name once, refuses the request when any address
 * is private (loopback only when `allowLoopback`, for tests), and hands the socket exactly the addresses it checked,
 * so a name cannot answer a public address to the check and a private one to the connection (DNS rebinding).
 */
export const guardedLookup =
  (resolve: Resolve, allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused =
          addresses.length === 0 ||
          addresses.some(
            ({ address }) => isPrivateAddress(address) && !(allowLoopback && isLoopback(address)),
          );
        if (refused) {
          const error = Object.assign(new Error(WEBHOOK_ADDRESS_REFUSED), { code: 'EREFUSED' });
          callback(error, '', 4);
        } else if (options.all === true) callback(null, addresses as never);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
