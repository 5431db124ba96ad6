import { describe, expect, it } from 'vitest';
import { largeFileLimits } from './constants';
import {
  durationRefusal,
  formatBytes,
  formatSizeLimit,
  isUploadLimitCode,
  largeFileRefusal,
  partCountRefusal,
  storageQuotaRefusal,
} from './upload-limits';

const MiB = 1024 ** 2;
const GiB = 1024 * MiB;

describe('upload limits', () => {
  it('needs the desktop app from 2 GB, in one file or all together, unless unlocked', () => {
    expect(largeFileRefusal([1_999_999_999], false)).toBeNull();
    expect(largeFileRefusal([2_000_000_000], false)).toMatchObject({ status: 413, code: 'desktop_required' });
    expect(largeFileRefusal([1_000_000_000, 1_000_000_000], false)).toMatchObject({ code: 'desktop_required' });
    expect(largeFileRefusal([1_000_000_000, 999_999_999], false)).toBeNull();
    expect(largeFileRefusal([3 * GiB], true)).toBeNull();
  });

  it('refuses a file over 4 hours; an unknown duration passes', () => {
    expect(durationRefusal(4 * 3600 * 1000)).toBeNull();
    expect(durationRefusal(4 * 3600 * 1000 + 1)).toMatchObject({ status: 400, code: 'max_duration_exceeded' });
    expect(durationRefusal(undefined)).toBeNull();
    expect(durationRefusal(0)).toBeNull();
  });

  it.each([
    [0, 1, true],
    [5 * MiB, 1, true],
    [5 * MiB, 2, false],
    [5 * MiB + 1, 2, true],
    // 100 GiB needs 11 MiB parts: 9310 of them.
    [100 * GiB, 9310, true],
    [100 * GiB, 9311, false],
    [1e15, 10_000, false],
  ])('a declared size of %i bytes in %i parts is allowed: %s', (size, parts, ok) => {
    expect(partCountRefusal(size, parts) === null).toBe(ok);
  });

  it('refuses going over the quota with a sentence naming usage and quota; no quota, no limit', () => {
    expect(storageQuotaRefusal(GiB, GiB, 2 * GiB)).toBeNull();
    expect(storageQuotaRefusal(1.5 * GiB, GiB, 2 * GiB)).toEqual({
      status: 413,
      code: 'storage_quota_exceeded',
      message: 'You have used 1.5 GB of your 2.0 GB storage. Delete a project to free space.',
    });
    expect(storageQuotaRefusal(1e15, 1e15, undefined)).toBeNull();
  });

  it('writes the large-file limits as the spec does', () => {
    expect(formatSizeLimit(largeFileLimits.forceDesktopBytes)).toBe('2 GB');
    expect(formatSizeLimit(largeFileLimits.suggestDesktopBytes)).toBe('500 MB');
  });

  it('formats sizes in binary units', () => {
    expect([0, 1536, 3_022_780, 5 * GiB, 12 * GiB].map(formatBytes)).toEqual([
      '0 B',
      '1.5 KB',
      '2.9 MB',
      '5.0 GB',
      '12 GB',
    ]);
  });

  it('knows its own error codes', () => {
    expect(isUploadLimitCode('storage_quota_exceeded')).toBe(true);
    expect(isUploadLimitCode('upload_failed')).toBe(false);
  });
});
