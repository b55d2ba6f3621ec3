import dns from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Addresses a request that someone outside can steer must never reach (SSRF). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Discard-only, NAT64 local use, Teredo (its IPv4 is obfuscated, so all of it) and documentation.
  ['100::', 64],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries and routes to: mapped, IPv4-compatible, NAT64 and 6to4. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const groups = expandIpv6(address);
  if (!groups) return null;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  // ::ffff:a.b.c.d written in hex, IPv4-compatible ::a.b.c.d (not :: or ::1), NAT64 64:ff9b::/96.
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6], groups[7]);
  if (zeros(0, 6) && (groups[6] !== 0 || groups[7] > 1)) return v4(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6], groups[7]);
  // 6to4 2002:AABB:CCDD::/48 routes to AA.BB.CC.DD.
  if (groups[0] === 0x2002) return v4(groups[1], groups[2]);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (dotted tails included); null when it is not one. */
type Groups = [number, number, number, number, number, number, number, number];

function expandIpv6(address: string): Groups | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  const parts = rest === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return parts.length === 8 ? (parts.map((p) => parseInt(p, 16)) as Groups) : null;
}

/** Whether the server must not connect to this IP address; anything that is not an IP address counts as private. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  const v4 = embeddedIpv4(address);
  if (v4 !== null && PRIVATE.check(v4, 'ipv4')) return true;
  return PRIVATE.check(address, 'ipv6');
}

/**
 * Whether a host typed by a person (a partner's service URL) is, or resolves to, a private address. A name that
 * does not resolve counts as private: it may resolve to anything by the time a request is made.
 */
export async function pointsToPrivateNetwork(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host);
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => []);
  return addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address));
}
