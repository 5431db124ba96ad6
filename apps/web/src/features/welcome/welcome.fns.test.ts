import { describe, expect, it } from 'vitest';
import { hasSeenWelcome, welcomeSeenCookie } from './welcome.fns';

describe('welcome message flag', () => {
  it('shows the welcome to visitors without the cookie', () => {
    expect(hasSeenWelcome('')).toBe(false);
    expect(hasSeenWelcome('otto_session=abc')).toBe(false);
  });

  it('remembers the welcome once set', () => {
    const cookie = welcomeSeenCookie();
    expect(cookie).toMatch(/^hasSeenWelcomeMessage=true; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(hasSeenWelcome(`a=1; ${cookie.split(';')[0]}`)).toBe(true);
  });
});
