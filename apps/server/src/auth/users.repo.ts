import { userRoleSchema, type User, type UserRole } from '@otto/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { CreditAccount } from '../billing/credits.service';
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
      referredBy?: string | null;
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

/** The user as the API returns it; plan, credits and period come from the credit ledger. */
export function toUser(row: UserRow, account: CreditAccount & { referralLink: string | null }): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    subscriptionTier: account.tier,
    credits_left: account.creditsLeft,
    period_end: account.periodEnd,
    referralLink: account.referralLink,
    role: roleOf(row),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** `tierOf` maps the stored plan to the one applied (the default one while billing is off). */
export const toSessionUser = (row: UserRow, tierOf: (stored: string) => string = (t) => t): SessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  subscriptionTier: tierOf(row.subscriptionTier),
  role: roleOf(row),
});

/** A role value the code does not know reads as an ordinary user. */
const roleOf = (row: UserRow): UserRole => userRoleSchema.catch('user').parse(row.role);
