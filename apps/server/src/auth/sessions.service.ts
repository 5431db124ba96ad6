import type { Clock } from '../http/clock';
import type { SessionUser } from './require-user';
import { hashSessionToken, newSessionToken, sessionLifetimeMs, sessionRenewAfterMs } from './session-token.fns';
import type { SessionsRepo } from './sessions.repo';
import { toSessionUser } from './users.repo';

export interface ResolvedSession {
  user: SessionUser;
  /** Set when the session was extended: the cookie must be re-sent with this expiry. */
  renewedUntil?: Date;
}

export function createSessionsService(deps: {
  sessions: SessionsRepo;
  clock: Clock;
  /** The plan a stored tier stands for (billing off: the default plan for everyone). */
  tierOf?: (stored: string) => string;
}) {
  const { sessions, clock } = deps;
  return {
    async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
      await sessions.deleteExpired(userId, now);
      await sessions.insert(hashSessionToken(token), userId, expiresAt);
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashSessionToken(token);
      const found = await sessions.findWithUser(tokenHash);
      if (!found) return null;
      const now = clock.now().getTime();
      if (found.expiresAt.getTime() <= now) {
        await sessions.delete(tokenHash);
        return null;
      }
      const user = toSessionUser(found.user, deps.tierOf);
      if (found.expiresAt.getTime() - now > sessionLifetimeMs - sessionRenewAfterMs) return { user };
      const renewedUntil = new Date(now + sessionLifetimeMs);
      await sessions.extend(tokenHash, renewedUntil);
      return { user, renewedUntil };
    },

    /** Whether the session still exists and has not expired. Unlike resolve, never extends it. */
    async isLive(token: string): Promise<boolean> {
      const found = await sessions.findWithUser(hashSessionToken(token));
      return found !== undefined && found.expiresAt.getTime() > clock.now().getTime();
    },

    async end(token: string): Promise<void> {
      await sessions.delete(hashSessionToken(token));
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
