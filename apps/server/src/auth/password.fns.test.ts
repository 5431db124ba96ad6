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

  it('answers a burst of checks, queued behind the ones running, and a failed derivation frees its turn', async () => {
    const stored = await hashPassword('correct horse battery');
    // N must be a power of two: scrypt itself fails these, after they took a turn.
    const broken = Array.from({ length: 6 }, () =>
      verifyPassword('x', 'scrypt$1000$8$1$AAAA$BBBB').catch(() => 'failed'),
    );
    const burst = Array.from({ length: 12 }, (_, i) =>
      verifyPassword(i % 2 ? 'correct horse battery' : 'wrong', stored),
    );
    expect(await Promise.all(broken)).toEqual(Array(6).fill('failed'));
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
  });
});
