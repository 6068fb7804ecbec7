import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('the address a client is counted under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['[2001:DB8:0085:a3::7]', '2001:db8:85:a3::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8::ffff:192.0.2.1', '2001:db8:0:0::/64'],
  ])('%s → %s', (raw, key) => {
    expect(addressKey(raw)).toBe(key);
  });

  it('puts every address of one /64 under one key, and another /64 under another', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::2'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it.each(['', 'unknown', '203.0.113', '999.1.1.1', '2001:db8::1::2', 'example.com', '1.2.3.4, 5.6.7.8'])('refuses %j', (raw) => {
    expect(addressKey(raw)).toBeNull();
  });
});
