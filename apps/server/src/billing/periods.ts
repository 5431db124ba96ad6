import type { Db } from '../db/database';
import { ledgerRepo } from './ledger.repo';

/**
 * Moves a user (row locked by the caller) from the period ending `from` to the one ending `to`.
 * A period that has ended leaves an expiry entry for what was left (no rollover, spec §6). A
 * period cut short by a new subscription (an upgrade mid-month) hands what is left on to
 * the new one: those credits were granted or bought for a time that has not passed. Each entry
 * once, by key, so a replayed webhook changes nothing.
 */
export async function moveToPeriod(tx: Db, move: { userId: string; from: number | null; to: number; now: number }) {
  const { userId, from, to, now } = move;
  // Callers move only to a period that has not ended: Stripe bills the next period only once the
  // previous one is over, so a period still running is the account's (a late invoice for a past
  // one changes nothing), and it may end before the monthly period it replaces.
  if (from === to || to <= now) return;
  if (from !== null) {
    const left = await ledgerRepo.balanceOfPeriod(tx, userId, from);
    if (left > 0) {
      const cutShort = from > now;
      await ledgerRepo.append(tx, {
        userId,
        kind: 'expiry',
        amount: -left,
        idempotencyKey: `expiry:${userId}:${from}`,
        periodEnd: from,
        reason: cutShort ? 'moved to the new billing period' : 'period ended',
      });
      if (cutShort)
        await ledgerRepo.append(tx, {
          userId,
          kind: 'grant',
          amount: left,
          idempotencyKey: `carry:${userId}:${from}`,
          periodEnd: to,
          reason: 'left from the previous billing period',
        });
    }
  }
  await ledgerRepo.setPeriodEnd(tx, userId, to);
}
