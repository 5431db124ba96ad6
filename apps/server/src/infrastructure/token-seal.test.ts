import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { createTokenSeal } from './token-seal';

const secret = randomBytes(32);

test('a sealed token opens with the same secret and purpose, and does not show in the sealed text', () => {
  const seal = createTokenSeal(secret, 'otto:job-secrets');
  const sealed = seal.seal('ya29.drive-token');
  expect(sealed).not.toContain('drive-token');
  expect(seal.open(sealed)).toBe('ya29.drive-token');
  // A fresh IV each time: two seals of one token differ.
  expect(seal.seal('ya29.drive-token')).not.toBe(sealed);
});

test('another purpose, another secret or an altered text does not open', () => {
  const sealed = createTokenSeal(secret, 'otto:job-secrets').seal('ya29.drive-token');
  expect(() => createTokenSeal(secret, 'otto:frameio-tokens').open(sealed)).toThrow();
  expect(() => createTokenSeal(randomBytes(32), 'otto:job-secrets').open(sealed)).toThrow();
  const raw = Buffer.from(sealed, 'base64');
  raw[raw.length - 1]! ^= 1;
  expect(() => createTokenSeal(secret, 'otto:job-secrets').open(raw.toString('base64'))).toThrow();
});
