import { describe, expect, it } from 'vitest';
import { firstPartRange, repickMismatch } from './repick.fns';

const MiB = 1024 * 1024;
const file = { name: 'interview.mp4', size: 22 * MiB };
const md5 = '0123456789abcdef0123456789abcdef';

describe('repickMismatch', () => {
  it('accepts the same size and the same first part', () => {
    const storedParts = [
      { PartNumber: 1, ETag: `"${md5.toUpperCase()}"` },
      { PartNumber: 2, ETag: '"x"' },
    ];
    expect(repickMismatch({ file, expectedSize: 22 * MiB, storedParts, firstPartMd5: md5 })).toBeNull();
  });

  it('names both sizes when they differ', () => {
    expect(repickMismatch({ file, expectedSize: 21 * MiB, storedParts: [] })).toBe(
      'This is not the same file: interview.mp4 is 22 MB, the upload was 21 MB. Pick the file you started uploading.',
    );
  });

  it('tells sizes that round alike in bytes', () => {
    expect(repickMismatch({ file, expectedSize: 22 * MiB + 1, storedParts: [] })).toContain(
      'interview.mp4 is 23,068,672 bytes, the upload was 23,068,673 bytes.',
    );
  });

  it('refuses a file of the same size whose first part differs from the stored one', () => {
    const storedParts = [{ PartNumber: 1, ETag: `"${'f'.repeat(32)}"` }];
    expect(repickMismatch({ file, expectedSize: 22 * MiB, storedParts, firstPartMd5: md5 })).toMatch(
      /^This is not the same file: interview.mp4 has the right size but different content/,
    );
  });

  it('with part 1 not stored yet, the size is all there is to compare', () => {
    expect(repickMismatch({ file, expectedSize: 22 * MiB, storedParts: [{ PartNumber: 2, ETag: '"a"' }] })).toBeNull();
  });
});

it('part 1 is the first 5 MiB, or the whole of a smaller file', () => {
  expect(firstPartRange(22 * MiB)).toMatchObject({ start: 0, end: 5 * MiB });
  expect(firstPartRange(3 * MiB)).toMatchObject({ start: 0, end: 3 * MiB });
});
