import { describe, expect, it } from 'vitest';
import { isPrivateAddress, pointsToPrivateNetwork } from './private-address';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['203.0.113.9', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['fec0::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    // IPv4-compatible, NAT64, 6to4 and Teredo carry an IPv4 address the network routes to.
    ['::127.0.0.1', true],
    ['::a00:1', true],
    ['64:ff9b::10.0.0.1', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['2002:7f00:1::', true],
    ['2002:c0a8:101::1', true],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', true],
    ['not-an-address', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::8.8.8.8', false],
    ['2002:808:808::1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('pointsToPrivateNetwork', () => {
  it('counts a name that does not resolve as private', async () => {
    expect(await pointsToPrivateNetwork('no-such-host.invalid')).toBe(true);
  });
  it('sees through a name that resolves to loopback', async () => {
    expect(await pointsToPrivateNetwork('localhost')).toBe(true);
  });
  it('judges IP literals, bracketed IPv6 included', async () => {
    expect(await pointsToPrivateNetwork('[::1]')).toBe(true);
    expect(await pointsToPrivateNetwork('8.8.4.4')).toBe(false);
  });
});
