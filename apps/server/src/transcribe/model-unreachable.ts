import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * How long a failed model download keeps Otto on the offline engine before it tries again: an
 * offline server should not spend every import waiting for a connection that is not there.
 */
export const DOWNLOAD_RETRY_AFTER_MS = 10 * 60 * 1000;

export interface DownloadFailure {
  /** When the download last failed (ms since the epoch). */
  at: number;
  reason: string;
}

/**
 * Kept as a file beside the model rather than in memory, so the API (which answers which languages
 * can be transcribed) and the workers (which download) agree, and a restart does not forget it.
 */
const markerPath = (modelPath: string) => `${modelPath}.unreachable`;

export async function rememberDownloadFailure(modelPath: string, failure: DownloadFailure): Promise<void> {
  await mkdir(dirname(modelPath), { recursive: true });
  await writeFile(markerPath(modelPath), JSON.stringify(failure));
}

export async function forgetDownloadFailure(modelPath: string): Promise<void> {
  await rm(markerPath(modelPath), { force: true });
}

/** The failure that still holds at `now`, if the download failed less than the back-off ago. */
export async function recentDownloadFailure(modelPath: string, now = Date.now()): Promise<DownloadFailure | undefined> {
  let failure: Partial<DownloadFailure>;
  try {
    failure = JSON.parse(await readFile(markerPath(modelPath), 'utf8')) as Partial<DownloadFailure>;
  } catch {
    return undefined;
  }
  if (typeof failure.at !== 'number' || now - failure.at >= DOWNLOAD_RETRY_AFTER_MS || failure.at > now)
    return undefined;
  return { at: failure.at, reason: String(failure.reason ?? '') };
}
