import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailVerifications } from '../db/schema';

export function createEmailVerificationsRepo(db: Db) {
  return {
    async insert(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(emailVerifications).values({ tokenHash, userId, expiresAt });
    },
    /**
     * Deletes the link and returns what it was for: a link works once even when it is opened
     * twice at the same moment (a mail scanner and the user).
     */
    async take(tokenHash: string): Promise<{ userId: string; expiresAt: Date } | undefined> {
      const [row] = await db
        .delete(emailVerifications)
        .where(eq(emailVerifications.tokenHash, tokenHash))
        .returning({ userId: emailVerifications.userId, expiresAt: emailVerifications.expiresAt });
      return row;
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    },
  };
}
export type EmailVerificationsRepo = ReturnType<typeof createEmailVerificationsRepo>;
