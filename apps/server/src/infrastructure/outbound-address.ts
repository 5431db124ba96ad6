import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound call from the server may never reach on a user's say-so: the machine
 * itself, its private networks and the cloud metadata endpoints (169.254.169.254). A link a
 * user pastes or a provider redirects to must not turn the server into a proxy into its own
 * network (SSRF).
 */
const privateRanges: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b::', 96, 'ipv6'], // NAT64: reaches IPv4 addresses through a gateway
  ['2002::', 16, 'ipv6'], // 6to4: embeds an IPv4 address
  ['fc00::', 7, 'ipv6'], // unique-local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated, still routed by some)
  ['ff00::', 8, 'ipv6'], // multicast
];

const blocked = new BlockList();
for (const [network, prefix, family] of privateRanges) blocked.addSubnet(network, prefix, family);

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** True for loopback, private, link-local, unique-local and other non-public addresses (IPv4-mapped included). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 0) return true; // not an address at all: never connect to it
  return blocked.check(address, familyOf(address));
}

/**
 * The operator's exceptions (OUTBOUND_ALLOW_PRIVATE): addresses or CIDR ranges a self-hoster's
 * own services live at (a NAS, a MinIO), and the local fakes in tests.
 */
export function parseAddressAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim().replace(/^\[|\]$/g, '');
    if (!entry) continue;
    const [network = '', prefix] = entry.split('/');
    const family = familyOf(network);
    if (isIP(network) === 0) throw new Error(`Not an IP address or CIDR range: ${raw}`);
    if (prefix === undefined) list.addAddress(network, family);
    else list.addSubnet(network, Number(prefix), family);
  }
  return list;
}

/** May the server connect to this resolved address? */
export function isAllowedAddress(address: string, allowList: BlockList): boolean {
  if (!isPrivateAddress(address)) return true;
  return isIP(address) !== 0 && allowList.check(address, familyOf(address));
}

export interface OutboundRules {
  /** OUTBOUND_ALLOW_HTTP: plain http is allowed (tests, closed networks). */
  allowHttp: boolean;
  /** OUTBOUND_ALLOW_PRIVATE: the private addresses the operator allows. */
  allowList: BlockList;
  /** DNS resolution; tests put a stub here. */
  lookup?: (host: string) => Promise<string[]>;
}

export class OutboundRefused extends Error {}

const resolveAll = async (host: string) => (await dnsLookup(host, { all: true })).map((a) => a.address);

/**
 * Refuses a link Otto must not hand to a downloader that fetches by itself (yt-dlp): another scheme
 * than https (http only when allowed), credentials in the link, or a host that resolves to a
 * private address the operator has not allowed. Checked after DNS resolution, so a public name
 * pointing inside the network is refused too.
 */
export async function checkOutboundUrl(raw: string, rules: OutboundRules): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('Not a valid link.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp)) {
    throw new OutboundRefused(`Only https links can be imported (${url.protocol} refused).`);
  }
  if (url.username || url.password) throw new OutboundRefused('Links with a user name or password are refused.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (rules.lookup ?? resolveAll)(host);
  } catch {
    throw new OutboundRefused(`The host ${host} could not be found.`);
  }
  if (addresses.length === 0 || addresses.some((a) => !isAllowedAddress(a, rules.allowList))) {
    throw new OutboundRefused(`The host ${host} is on a private network.`);
  }
  return url;
}

export const outboundRulesOf = (config: {
  OUTBOUND_ALLOW_HTTP: boolean;
  OUTBOUND_ALLOW_PRIVATE: readonly string[];
}): OutboundRules => ({
  allowHttp: config.OUTBOUND_ALLOW_HTTP,
  allowList: parseAddressAllowList(config.OUTBOUND_ALLOW_PRIVATE),
});
