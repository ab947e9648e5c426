import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Decides whether the shop may connect to an address; production passes none and gets `isPublicAddress`. */
export type AddressPolicy = (address: string) => boolean;

/**
 * A public unicast address. Everything ipaddr.js puts in another range is refused: private,
 * loopback, link-local (the cloud metadata service at 169.254.169.254), unique-local, multicast,
 * unspecified, carrier-grade NAT, and the IPv6 forms that carry an IPv4 address inside (6to4,
 * Teredo, NAT64), which could point at a private one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/** The error a refused address gives, so the fetch can say why it did not connect. */
export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`${address} is not a public address`);
  }
}

/**
 * A DNS lookup for the HTTP client that refuses a host name resolving to any address the policy
 * refuses. It runs at connect time, for the address actually dialled, so a name that resolves
 * to a public address when checked and a private one when used cannot slip through, and every
 * redirect hop goes through it again.
 */
export function guardedLookup(allowed: AddressPolicy): LookupFunction {
  return ((hostname: string, options: { all?: boolean; family?: number }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      const refused = addresses.find((a) => !allowed(a.address));
      if (refused) return callback(new RefusedAddressError(refused.address));
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`));
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}
