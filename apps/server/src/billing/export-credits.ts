import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/require-user';
import { exportCredits, knownTier } from './credits.fns';
import { exportLimitReached, type CreditsService } from './credits.service';

/** A client retrying a request sends the same Idempotency-Key; without one every request is its own. */
export function requestKeyOf(request: FastifyRequest): string {
  const given = request.headers['idempotency-key'];
  return typeof given === 'string' && /^[\w.:-]{1,200}$/.test(given) ? given : randomUUID();
}

/**
 * Runs an export start after taking its credits; an export the plan has no credits left for is
 * refused with 401 export_limit (spec §8), and one that fails to start gets its credits back.
 */
export async function chargedExport<T>(
  credits: Pick<CreditsService, 'spend' | 'refund'>,
  user: SessionUser,
  request: { key: string; format: string },
  start: () => Promise<T>,
): Promise<T> {
  const idempotencyKey = `export:${user.id}:${request.key}`;
  await credits.spend({
    userId: user.id,
    amount: exportCredits(knownTier(user.subscriptionTier)),
    idempotencyKey,
    reason: `${request.format} export`,
    refusal: exportLimitReached,
  });
  try {
    return await start();
  } catch (error) {
    await credits.refund(user.id, idempotencyKey);
    throw error;
  }
}
