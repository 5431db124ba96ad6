import type { SubscriptionTier } from '@otto/shared/user';

export interface PlanCredits {
  /** Credits granted at the start of every billing period; they do not roll over. */
  monthlyCredits: number;
  /** Credits one export costs (MP4, ProRes, editing-tool files, SRT). */
  perExport: number;
  /** Credits per started minute of source footage processed at import. */
  perProcessingMinute: number;
}

/** The one table of what each plan grants and what work costs; change prices here only. */
export const planCredits: Record<SubscriptionTier, PlanCredits> = {
  free: { monthlyCredits: 30, perExport: 1, perProcessingMinute: 1 },
  starter: { monthlyCredits: 300, perExport: 1, perProcessingMinute: 1 },
  pro: { monthlyCredits: 1000, perExport: 1, perProcessingMinute: 1 },
  pro_team: { monthlyCredits: 3000, perExport: 1, perProcessingMinute: 1 },
  ultra: { monthlyCredits: 10000, perExport: 1, perProcessingMinute: 1 },
};

/** Credits each side of a referral gets when the referred account makes its first payment. */
export const referralCredits = 50;
