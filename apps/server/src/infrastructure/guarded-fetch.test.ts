import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGuardedFetch, OutboundError, type Resolver } from './guarded-fetch';
import { isPrivateAddress, parseAddressAllowList } from './outbound-address';

/** A resolver stub: names of the test's own making, so nothing asks a real DNS server. */
const zone: Record<string, string[]> = {
  'media.test': ['127.0.0.1'],
  'intranet.test': ['10.20.30.40'],
  'metadata.test': ['169.254.169.254'],
  // One public and one private answer: the private one must not be used by picking the other.
  'rebind.test': ['93.184.216.34', '192.168.1.10'],
};
const stubResolver: Resolver = async (hostname) => {
  const addresses = zone[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

let server: Server;
let base: string;
const seenAuthorization: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seenAuthorization.push(req.headers.authorization);
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      res.writeHead(302, { location: to }).end();
    } else if (url.pathname === '/hello') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    } else if (url.pathname === '/big') {
      res.writeHead(200, { 'content-length': '1000' }).end(Buffer.alloc(1000));
    } else if (url.pathname === '/chunked-big') {
      res.writeHead(200);
      res.write(Buffer.alloc(600));
      res.end(Buffer.alloc(600));
    } else if (url.pathname === '/truncated') {
      res.writeHead(200, { 'content-length': '1000' });
      res.write(Buffer.alloc(400), () => res.socket?.end());
    } else if (url.pathname === '/silent') {
      // Headers never come.
    } else if (url.pathname === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const strict = createGuardedFetch({ allowHttp: true, allowPrivate: parseAddressAllowList([]), resolve: stubResolver });
/** What a test (or a self-hoster with a local service) allows: this machine's IPv4 loopback, nothing else. */
const loopbackAllowed = createGuardedFetch({
  allowHttp: true,
  allowPrivate: parseAddressAllowList(['127.0.0.1/32']),
  resolve: stubResolver,
  idleTimeoutMs: 1000,
});

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundError).code;
};

describe('refused targets', () => {
  test.each([
    ['IPv4 loopback', 'http://127.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['a unique-local IPv6 address', 'http://[fd00::1]/'],
    ['a host name resolving to 10.x', 'http://intranet.test/file.mp4'],
    ['a host name resolving to link-local', 'http://metadata.test/'],
    ['a host name with one private address among public ones', 'http://rebind.test/'],
  ])('%s is refused', async (_what, url) => {
    expect(await refusal(strict(url))).toBe('blocked_address');
  });

  test('the loopback allowed for 127.0.0.1 does not open ::1 or the rest of 127/8', async () => {
    expect(await refusal(loopbackAllowed('http://[::1]/'))).toBe('blocked_address');
    expect(await refusal(loopbackAllowed('http://127.0.0.2/'))).toBe('blocked_address');
  });

  test.each([
    ['to the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['to a host resolving to 10.x', 'http://intranet.test/'],
    ['to IPv6 loopback', 'http://[::1]/'],
  ])('a redirect chain ending %s is refused', async (_what, target) => {
    const secondHop = `/redirect?to=${encodeURIComponent(target)}`;
    const firstHop = `${base}/redirect?to=${encodeURIComponent(secondHop)}`;
    expect(await refusal(loopbackAllowed(firstHop))).toBe('blocked_address');
  });

  test('plain http is refused unless the operator allows it; other schemes always', async () => {
    const httpsOnly = createGuardedFetch({
      allowHttp: false,
      allowPrivate: parseAddressAllowList(['127.0.0.1']),
      resolve: stubResolver,
    });
    expect(await refusal(httpsOnly(`${base}/hello`))).toBe('blocked_url');
    expect(await refusal(loopbackAllowed('file:///etc/passwd'))).toBe('blocked_url');
    expect(await refusal(loopbackAllowed('ftp://media.test/a.mp4'))).toBe('blocked_url');
  });

  test('a redirect loop stops after the redirect limit', async () => {
    expect(await refusal(loopbackAllowed(`${base}/loop`))).toBe('too_many_redirects');
  });
});

describe('allowed calls', () => {
  test('an allowed host name is fetched from the address the resolver gave', async () => {
    const port = (server.address() as AddressInfo).port;
    const response = await loopbackAllowed(`http://media.test:${port}/hello`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
  });

  test('credentials follow a redirect within the origin and are dropped at another origin', async () => {
    const port = (server.address() as AddressInfo).port;
    seenAuthorization.length = 0;
    const elsewhere = `http://media.test:${port}/hello`;
    const response = await loopbackAllowed(`${base}/redirect?to=${encodeURIComponent(elsewhere)}`, {
      headers: { Authorization: 'Bearer secret' },
    });
    expect(response.url).toBe(elsewhere);
    expect(seenAuthorization).toEqual(['Bearer secret', undefined]);
  });
});

describe('bounds', () => {
  test('a body larger than allowed fails, announced or not', async () => {
    expect(await refusal(loopbackAllowed(`${base}/big`, { maxBytes: 500 }))).toBe('too_large');
    const chunked = await loopbackAllowed(`${base}/chunked-big`, { maxBytes: 1000 });
    expect(await refusal(chunked.text())).toBe('too_large');
  });

  test('a body that stops before its declared length fails', async () => {
    const response = await loopbackAllowed(`${base}/truncated`);
    expect(await refusal(response.text())).toBe('network');
  });

  test('a server that never answers times out', async () => {
    expect(await refusal(loopbackAllowed(`${base}/silent`))).toBe('timeout');
  });
});

test('the private-address rule', () => {
  expect(['8.8.8.8', '2606:4700::1111'].map(isPrivateAddress)).toEqual([false, false]);
  expect(
    ['10.0.0.1', '172.16.5.4', '192.168.0.1', '100.64.0.1', 'fe80::1', 'fc00::1', '0.0.0.0'].every(isPrivateAddress),
  ).toBe(true);
});
