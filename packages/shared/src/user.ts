import { z } from 'zod';

export const subscriptionTierSchema = z.enum(['free', 'starter', 'pro', 'pro_team', 'ultra']);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

export const tierDisplayNames: Record<SubscriptionTier, string> = {
  free: 'Free',
  starter: 'Plus',
  pro: 'Pro',
  pro_team: 'Pro+',
  ultra: 'Pro Ultra',
};

/** Staff may use the hidden staff-only settings (large files, mobile import); granted by OTTO_STAFF_EMAILS. */
export const userRoleSchema = z.enum(['user', 'staff']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The signed-in user as the API returns it. */
export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string().email(),
  name: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
  credits_left: z.number().int(),
  period_end: z.number().int().nullable(),
  /** The user's referral link (spec §3); null while billing is off, as there is nothing to earn. */
  referralLink: z.string().url().nullable(),
  role: userRoleSchema,
  /** False for a local account until its verification link is opened (Google accounts are verified by Google). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
