import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SessionUser } from '../auth/require-user';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { stripeMetadata } from './stripe-events';

/** One Stripe customer per account, made at first need and remembered on the user's row. */
export function createStripeCustomers(deps: { db: Db; stripe: Stripe }) {
  const stored = async (userId: string) => {
    const [row] = await deps.db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
    return row?.id ?? null;
  };

  return {
    async ensure(user: Pick<SessionUser, 'id' | 'email' | 'name'>): Promise<string> {
      const known = await stored(user.id);
      if (known) return known;
      const customer = await deps.stripe.customers.create(
        { email: user.email, name: user.name ?? undefined, metadata: { [stripeMetadata.userId]: user.id } },
        // Two first clicks at once make one customer on Stripe's side too.
        { idempotencyKey: `otto-customer-${user.id}` },
      );
      await deps.db
        .update(users)
        .set({ stripeCustomerId: customer.id })
        .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
      return (await stored(user.id)) ?? customer.id;
    },
  };
}
