import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The key that signs local storage URLs. Derived from SESSION_SECRET when set (so several API
 * processes agree), otherwise a random key kept in `{dataDir}/secret.key`, readable only by us.
 */
export async function loadSigningKey(config: { SESSION_SECRET?: string; dataDir: string }): Promise<Buffer> {
  if (config.SESSION_SECRET) {
    // A derived key: a leaked storage signature reveals nothing about the session secret.
    return createHmac('sha256', config.SESSION_SECRET).update('otto:storage-url-signing').digest();
  }
  const path = join(config.dataDir, 'secret.key');
  const existing = await readKeyFile(path);
  if (existing) return existing;
  await mkdir(dirname(path), { recursive: true });
  try {
    // 'wx' fails when another process (a worker starting beside the server) created it first.
    await writeFile(path, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // The other process may still be writing it: give it a moment.
  for (let attempt = 0; attempt < 20; attempt++) {
    const created = await readKeyFile(path);
    if (created) return created;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The storage signing key in ${path} is not 64 hex characters: delete it to make a new one.`);
}

async function readKeyFile(path: string): Promise<Buffer | null> {
  try {
    const hex = (await readFile(path, 'utf8')).trim();
    return /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
