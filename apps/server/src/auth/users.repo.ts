import { subscriptionTierSchema, userRoleSchema, type User, type UserRole } from '@otto/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { SessionUser } from './require-user';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepo(db: Db, defaultTier = 'free') {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
      return row;
    },
    /** Resolves to undefined when the email is taken (a concurrent sign-up can win the race). */
    async insert(values: {
      email: string;
      name: string | null;
      passwordHash?: string;
      googleSub?: string;
      emailVerifiedAt?: Date | null;
    }) {
      const [row] = await db
        .insert(users)
        .values({ subscriptionTier: defaultTier, ...values })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async setRole(id: string, role: UserRole): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },
    async update(
      id: string,
      values: Partial<Pick<UserRow, 'name' | 'googleSub' | 'email' | 'emailVerifiedAt'>>,
    ): Promise<UserRow> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      if (!row) throw new Error(`user ${id} vanished during update`);
      return row;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;

/** The user as the API returns it. Tier values the client does not know read as free. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    subscriptionTier: subscriptionTierSchema.catch('free').parse(row.subscriptionTier),
    credits_left: row.creditsLeft,
    period_end: row.periodEnd,
    role: roleOf(row),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  subscriptionTier: row.subscriptionTier,
  role: roleOf(row),
});

/** A role value the code does not know reads as an ordinary user. */
const roleOf = (row: UserRow): UserRole => userRoleSchema.catch('user').parse(row.role);
