import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** AES-256-GCM with a key of its own, derived from the server's secret: a leaked row is useless without it. */
export function createTokenSeal(secret: Buffer) {
  const key = createHmac('sha256', secret).update('otto:frameio-tokens').digest();
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
