import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.fns';

describe('password hashing', () => {
  it('stores scrypt parameters, a random salt and the key, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, key] = a.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(a).not.toBe(b);

    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats the same text in different Unicode forms as one password', async () => {
    const stored = await hashPassword('caf\u00e9-latte');
    expect(await verifyPassword('cafe\u0301-latte', stored)).toBe(true);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'bcrypt$x', 'scrypt$0$8$1$AAAA$BBBB', 'scrypt$16384$8$1$AAAA$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
