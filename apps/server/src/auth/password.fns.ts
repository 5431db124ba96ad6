import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const params = { N: 16384, r: 8, p: 1 } as const;
const saltBytes = 16;
const keyBytes = 64;

/**
 * Derivations at once. Each holds a core for tens of milliseconds on the thread pool (4 threads):
 * a burst of sign-ins on a 2-core machine took both cores from the event loop, and every list,
 * prompt and event stream waited seconds behind it (bench/load.bench.ts, 50 users). One core
 * stays with the event loop; the sign-ins queue, as they would for the cores anyway.
 */
const maxDerivations = Math.max(1, availableParallelism() - 1);
let derivations = 0;
const waiting: (() => void)[] = [];

async function withDerivationSlot<T>(work: () => Promise<T>): Promise<T> {
  if (derivations < maxDerivations) derivations++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or frees.
    const next = waiting.shift();
    if (next) next();
    else derivations--;
  }
}

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return withDerivationSlot(() => deriveNow(password, salt, opts));
}

function deriveNow(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: N=2^14, r=8 needs 16 MiB, exactly Node's default limit; leave headroom for stronger stored params.
    scrypt(password.normalize('NFKC'), salt, keyBytes, { ...opts, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(parts[4] ?? '', 'base64'), { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the email is unknown, so unknown emails take as long to
 * reject as wrong passwords and response times do not reveal which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
