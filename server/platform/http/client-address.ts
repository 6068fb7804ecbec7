import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** The eight groups of an IPv6 address, expanded (`2001:db8::1` → 2001, db8, 0, 0, 0, 0, 0, 1). */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  let left = split(head);
  let right = tail === undefined ? [] : split(tail);
  // A trailing dotted IPv4 part is two groups.
  const last = (tail === undefined ? left : right).at(-1);
  if (last?.includes('.')) {
    const octets = last.split('.').map(Number);
    const groups = [((octets[0]! << 8) | octets[1]!).toString(16), ((octets[2]! << 8) | octets[3]!).toString(16)];
    if (tail === undefined) left = [...left.slice(0, -1), ...groups];
    else right = [...right.slice(0, -1), ...groups];
  }
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The key an address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4
 * form), an IPv6 address by its /64 network, since one subscriber usually holds a whole /64 and could
 * otherwise step through addresses to escape a limit. Null for anything that is not an address.
 */
export function addressKey(raw: string): string | null {
  const address = raw.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : null;
}

/**
 * The client's address for rate limits: the socket's remote address; behind `trustProxy` proxies (the
 * TRUST_PROXY setting), the address that many entries from the end of X-Forwarded-For, which the nearest
 * trusted proxy wrote. Entries further left are the client's own words and are never believed. 'unknown'
 * when there is no readable address (all such requests then share one allowance).
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded.at(-trustProxy);
    const key = entry === undefined ? null : addressKey(entry);
    if (key) return key;
  }
  return (socketAddress && addressKey(socketAddress)) || 'unknown';
}
