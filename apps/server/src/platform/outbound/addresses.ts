import { BlockList, isIP, isIPv4 } from 'node:net';

/**
 * Which addresses the server may connect to on a user's behalf (decision 017): public unicast
 * only. IPv4 loses every special-purpose block of RFC 6890 and its successors; IPv6 must be
 * global unicast (2000::/3) outside the special blocks inside it, and an IPv4-mapped address
 * (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries.
 */
const V4_REFUSED = [
  '0.0.0.0/8', // "this network", unspecified
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, cloud metadata (169.254.169.254)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast
];

const V6_REFUSED_INSIDE_GLOBAL = [
  '2001::/23', // IETF protocol assignments (Teredo, ORCHID, benchmarking…)
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4: carries an IPv4 address that may be private
];

const v4Refused = new BlockList();
for (const cidr of V4_REFUSED) addCidr(v4Refused, cidr);
const v6Refused = new BlockList();
for (const cidr of V6_REFUSED_INSIDE_GLOBAL) addCidr(v6Refused, cidr);

function addCidr(list: BlockList, cidr: string): void {
  const [network = '', bits = ''] = cidr.split('/');
  const type = isIPv4(network) ? 'ipv4' : 'ipv6';
  const prefix = bits === '' ? (type === 'ipv4' ? 32 : 128) : Number(bits);
  list.addSubnet(network, prefix, type);
}

/** True when `cidr` is an address or an address/prefix the server can read. */
export function isCidr(cidr: string): boolean {
  const [network = '', bits, extra] = cidr.trim().split('/');
  const family = isIP(network);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** A list of networks the administrator allows despite the rules (OUTBOUND_ALLOW_NETWORKS). */
export function networkList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) addCidr(list, cidr.trim());
  return list;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** The IPv4 address an IPv4-mapped IPv6 address carries (`::ffff:a.b.c.d`), else null. */
function mappedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return null;
  const [hi = 0, lo = 0] = groups.slice(6);
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

/** An address as it is judged: IPv4-mapped IPv6 as its IPv4 address, zone ids dropped. */
export function canonicalAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return { address: bare, type: 'ipv4' };
  const v4 = mappedIpv4(bare);
  return v4 ? { address: v4, type: 'ipv4' } : { address: bare.toLowerCase(), type: 'ipv6' };
}

/** True for a public unicast address (what a push service or a geocoder answers on). */
export function isPublicAddress(address: string): boolean {
  if (isIP(address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')) === 0) return false;
  const { address: ip, type } = canonicalAddress(address);
  if (type === 'ipv4') return !v4Refused.check(ip, 'ipv4');
  const first = ipv6Groups(ip)[0] ?? 0;
  // Global unicast is 2000::/3; everything else (::, ::1, fc00::/7, fe80::/10, ff00::/8,
  // 64:ff9b::/96, 100::/64…) is refused.
  if ((first & 0xe000) !== 0x2000) return false;
  return !v6Refused.check(ip, 'ipv6');
}

/** True when the address is public or inside a network the administrator allowed. */
export function isAllowedAddress(address: string, allowed: BlockList): boolean {
  if (isPublicAddress(address)) return true;
  if (isIP(address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')) === 0) return false;
  const { address: ip, type } = canonicalAddress(address);
  return allowed.check(ip, type);
}
