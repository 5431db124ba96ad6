import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; hasSeenWelcomeMessage=true; b=x%20y', 'hasSeenWelcomeMessage')).toBe('true');
    expect(readCookie('a=1; b=x%20y', 'b')).toBe('x y');
    expect(readCookie('a=1', 'hasSeenWelcomeMessage')).toBeUndefined();
    expect(readCookie('', 'a')).toBeUndefined();
  });

  it('writes a first-party cookie with path, same-site and expiry', () => {
    expect(serializeCookie('hasSeenWelcomeMessage', 'true', { maxAgeDays: 365 })).toBe(
      'hasSeenWelcomeMessage=true; Path=/; SameSite=Lax; Max-Age=31536000',
    );
    expect(serializeCookie('x', 'a b', { sameSite: 'Strict' })).toBe('x=a%20b; Path=/; SameSite=Strict');
  });
});
