import { describe, expect, it } from 'vitest';
import { addressBucket } from './rate-limit.js';

describe('addressBucket', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressBucket('192.0.2.10')).toBe('192.0.2.10');
    expect(addressBucket('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const bucket = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:abcd:ef01:2345:6789',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2::ffff:1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(addressBucket(ip), ip).toBe(bucket);
    }
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressBucket('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(addressBucket('::FFFF:192.0.2.10')).toBe('192.0.2.10');
    expect(addressBucket('::ffff:c000:20a')).toBe('192.0.2.10');
    expect(addressBucket('0:0:0:0:0:ffff:192.0.2.10')).toBe('192.0.2.10');
  });

  it('leaves anything that is not an IP address alone', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
