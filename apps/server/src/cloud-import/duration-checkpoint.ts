import { durationLimits } from '@otto/shared/constants';
import { botText } from '@otto/shared/ui-text';
import { probe } from '../media/ffprobe';
import { CloudImportError } from './cloud-import.errors';

/** Enough of most files for ffprobe to read the duration from the container's header. */
const headerBytes = 8 * 1024 * 1024;

/**
 * The duration limit checked while the bytes arrive, for providers whose metadata says nothing
 * of it: once the first megabytes are in, the partial file is probed (confined like every probe of
 * a user's file), and a recording over 4 hours stops the download there. A header that does not
 * tell yet (an index at the end), or a probe that failed, lets the download go on and is looked at
 * again once the file is whole; the ingest checks once more.
 */
export const durationCheckpoint = (ffprobePath: string, afterBytes = headerBytes) => ({
  afterBytes,
  async check(path: string) {
    const result = await probe(path, { ffprobePath });
    if (!result.ok || !(result.info.durationSec > 0)) return false;
    if (result.info.durationSec > durationLimits.maxFileSeconds) {
      throw new CloudImportError('max_duration_exceeded', botText.maxDurationExceeded);
    }
    return true;
  },
});
