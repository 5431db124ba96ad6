import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import { loadSigningKey } from '../storage/signing-key';

/**
 * AES-256-GCM with a key of its own per purpose, derived from the server's secret: a leaked row
 * (or job) is useless without it, and what is sealed for one purpose does not open for another.
 */
export function createTokenSeal(secret: Buffer, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    /** Throws when the text was not sealed with this key, or was altered. */
    open(sealed: string): string {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type TokenSeal = ReturnType<typeof createTokenSeal>;

/** Frame.io tokens kept on their connection rows (the purpose predates the other seals: rows sealed with it still open). */
export const frameioTokensPurpose = 'otto:frameio-tokens';

/**
 * Secrets that ride in a job's data (a user's Drive token): the queue table keeps jobs until they
 * are cleaned, so what it holds is sealed, and only the job opens it.
 */
export const loadJobSecretSeal = async (config: Pick<Config, 'SESSION_SECRET' | 'dataDir'>): Promise<TokenSeal> =>
  createTokenSeal(await loadSigningKey(config), 'otto:job-secrets');
