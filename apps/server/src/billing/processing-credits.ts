import type { SessionUser } from '../auth/require-user';
import { knownTier, processingCredits } from './credits.fns';
import { outOfCredits, type CreditsService } from './credits.service';

/**
 * Processing is paid when an import starts: per started minute of each chosen file, each file
 * once (starting again after a failure, or with a file added, does not charge the others again).
 * All files are paid or none: the import is refused with out_of_credits.
 */
export async function chargeProcessing(
  credits: Pick<CreditsService, 'spendAll'>,
  user: Pick<SessionUser, 'id' | 'subscriptionTier'>,
  files: Array<{ id: string; filename: string; durationMs: number | null }>,
): Promise<void> {
  const tier = knownTier(user.subscriptionTier);
  await credits.spendAll({
    userId: user.id,
    refusal: outOfCredits,
    items: files.map((f) => ({
      amount: processingCredits(tier, (f.durationMs ?? 0) / 1000),
      idempotencyKey: `processing:${f.id}`,
      reason: 'processing',
    })),
  });
}
