import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPrivateAddress, parseAddressAllowList } from './outbound-address';

const none = parseAddressAllowList([]);

const resolver = (table: Record<string, string[]>) => async (host: string) => {
  const found = table[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const strict = {
  allowHttp: false,
  allowList: none,
  lookup: resolver({
    'videos.example': ['93.184.216.34'],
    'inside.example': ['10.1.2.3'],
    'mixed.example': ['93.184.216.34', '192.168.0.7'],
  }),
};

describe('outbound links', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '169.254.169.254',
    '10.0.0.5',
    '172.20.1.1',
    '192.168.1.1',
    '100.64.0.1',
    '::ffff:10.0.0.1',
    'fe80::1',
    'fd00::1',
    '0.0.0.0',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111'])('%s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('takes https links to public hosts', async () => {
    await expect(checkOutboundUrl('https://videos.example/watch?v=1', strict)).resolves.toBeInstanceOf(URL);
  });

  it.each([
    ['http://videos.example/a', 'Only https links can be imported (http: refused).'],
    ['file:///etc/passwd', 'Only https links can be imported (file: refused).'],
    ['https://127.0.0.1/a', 'The host 127.0.0.1 is on a private network.'],
    ['https://[::1]/a', 'The host ::1 is on a private network.'],
    ['https://169.254.169.254/latest/meta-data', 'The host 169.254.169.254 is on a private network.'],
    ['https://inside.example/a', 'The host inside.example is on a private network.'],
    ['https://mixed.example/a', 'The host mixed.example is on a private network.'],
    ['https://nowhere.example/a', 'The host nowhere.example could not be found.'],
    ['https://user:pw@videos.example/a', 'Links with a user name or password are refused.'],
  ])('refuses %s', async (url, message) => {
    await expect(checkOutboundUrl(url, strict)).rejects.toThrow(message);
  });

  it('lets an operator allow http and private hosts (tests, closed networks)', async () => {
    await expect(
      checkOutboundUrl('http://127.0.0.1:8080/a', { allowHttp: true, allowList: parseAddressAllowList(['127.0.0.1']) }),
    ).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundUrl('http://127.0.0.1:8080/a', { allowHttp: true, allowList: none })).rejects.toThrow(
      'private network',
    );
  });
});
