import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses no outbound request may reach unless the operator allows private hosts. */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateRanges.check(mapped, 'ipv4');
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface OutboundRules {
  /** OUTBOUND_ALLOW_HTTP: plain http is allowed (tests, closed networks). */
  allowHttp: boolean;
  /** OUTBOUND_ALLOW_PRIVATE: private, loopback and link-local addresses are allowed. */
  allowPrivate: boolean;
  /** DNS resolution; tests put a stub here. */
  lookup?: (host: string) => Promise<string[]>;
}

export class OutboundRefused extends Error {}

const resolveAll = async (host: string) => (await dnsLookup(host, { all: true })).map((a) => a.address);

/**
 * Refuses a URL Otto must not fetch: another scheme than https (http only when allowed), or a host
 * that resolves to a private address. Checked after DNS resolution, so a public name pointing
 * inside the network is refused too.
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
  if (rules.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (rules.lookup ?? resolveAll)(host);
  } catch {
    throw new OutboundRefused(`The host ${host} could not be found.`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new OutboundRefused(`The host ${host} is on a private network.`);
  }
  return url;
}

export const outboundRulesOf = (config: { OUTBOUND_ALLOW_HTTP: boolean; OUTBOUND_ALLOW_PRIVATE: boolean }) => ({
  allowHttp: config.OUTBOUND_ALLOW_HTTP,
  allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
});
