import { describe, expect, it } from 'vitest';
import {
  baseName,
  canAddCamera,
  checkDurations,
  checkLargeFiles,
  dedupeFiles,
  defaultImportFilename,
  filterAudioForStandardImport,
  mobileImportRefusal,
  multicamImportHint,
  projectNameForImport,
  standardImportCounter,
} from './import-rules';

/** Decimal, as the spec writes its thresholds. */
const MB = 1000 * 1000;
const GB = 1000 * MB;
const HOUR = 3600;

describe('dedupeFiles', () => {
  const existing = [
    { filename: 'a.mp4', importType: 'local' as const },
    { filename: 'b.mp4', importType: 'gg_drive' as const },
  ];

  it('drops files with the same name and import type and asks for the warning toast', () => {
    const result = dedupeFiles(existing, [
      { filename: 'a.mp4', importType: 'local' },
      { filename: 'b.mp4', importType: 'local' },
      { filename: 'c.mp4', importType: 'local' },
    ]);
    expect(result.accepted.map((f) => f.filename)).toEqual(['b.mp4', 'c.mp4']);
    expect(result.dropped.map((f) => f.filename)).toEqual(['a.mp4']);
    expect(result.warning).toBe('Oops! Files already exist');
  });

  it('drops a file picked twice in one go', () => {
    const result = dedupeFiles(
      [],
      [
        { filename: 'x.mov', importType: 'local' },
        { filename: 'x.mov', importType: 'local' },
      ],
    );
    expect(result.accepted).toHaveLength(1);
    expect(result.dropped).toHaveLength(1);
  });

  it('stays quiet when nothing is a duplicate', () => {
    expect(dedupeFiles(existing, [{ filename: 'new.mp4', importType: 'local' }]).warning).toBeNull();
  });

  it('keeps the caller’s extra fields', () => {
    const file = { filename: 'z.mp4', importType: 'local' as const, size: 3 };
    expect(dedupeFiles([], [file]).accepted[0]).toBe(file);
  });
});

describe('checkLargeFiles', () => {
  it.each([
    [[100 * MB], false, 'ok'],
    [[499 * MB, 499 * MB], false, 'ok'],
    [[500 * MB], false, 'suggest_desktop'],
    [[2 * GB - 1], false, 'suggest_desktop'],
    [[2 * GB], false, 'force_desktop'],
    [[1 * GB, 1 * GB], false, 'force_desktop'],
    [[3 * GB], true, 'suggest_desktop'],
    [[1 * GB, 1 * GB], true, 'suggest_desktop'],
    [[10 * MB], true, 'ok'],
    [[], false, 'ok'],
  ])('%j with unlock=%s → %s', (sizes, unlock, verdict) => {
    expect(checkLargeFiles(sizes, unlock)).toBe(verdict);
  });

  it('reads "500 MB" and "2 GB" as decimal bytes, not MiB and GiB', () => {
    expect(checkLargeFiles([499_999_999], false)).toBe('ok');
    expect(checkLargeFiles([500_000_000], false)).toBe('suggest_desktop');
    expect(checkLargeFiles([1_999_999_999], false)).toBe('suggest_desktop');
    expect(checkLargeFiles([2_000_000_000], false)).toBe('force_desktop');
    // Files each under 500 MB: together 1 byte short of 2 GB, then exactly 2 GB.
    expect(checkLargeFiles([400_000_000, 400_000_000, 400_000_000, 400_000_000, 399_999_999], false)).toBe('ok');
    expect(checkLargeFiles([400_000_000, 400_000_000, 400_000_000, 400_000_000, 400_000_000], false)).toBe(
      'force_desktop',
    );
  });
});

describe('checkDurations', () => {
  it('rejects a file over 4 hours with the bot message and warns', () => {
    const result = checkDurations([HOUR, 4 * HOUR + 1]);
    expect(result.rejected).toEqual([1]);
    expect(result.botMessage).toBe(
      'Sorry, the maximum file duration supported today is 4 hours. Please import a shorter file.',
    );
    expect(result.warning).not.toBeNull();
  });

  it('accepts exactly 4 hours', () => {
    expect(checkDurations([4 * HOUR])).toEqual({ rejected: [], botMessage: null, warning: null });
  });

  it('warns when the total passes 5 hours without rejecting anything', () => {
    const result = checkDurations([3 * HOUR, 2 * HOUR + 1]);
    expect(result.rejected).toEqual([]);
    expect(result.botMessage).toBeNull();
    expect(result.warning).toMatch(/4 hours.*5 hours/);
  });
});

describe('standard import', () => {
  it('counts clips against the maximum', () => {
    expect(standardImportCounter(3, 10)).toBe('3/10 clips');
    expect(standardImportCounter(0)).toBe('0/10 clips');
  });

  it('sets audio files aside with a warning', () => {
    const result = filterAudioForStandardImport([
      { filename: 'talk.mp4' },
      { filename: 'music.mp3' },
      { filename: 'renamed', type: 'audio' as const },
    ]);
    expect(result.kept.map((f) => f.filename)).toEqual(['talk.mp4']);
    expect(result.ignored).toHaveLength(2);
    expect(result.warning).toMatch(/2 audio-only files/);
    expect(filterAudioForStandardImport([{ filename: 'a.mov' }]).warning).toBeNull();
  });
});

describe('multicam import', () => {
  it.each([
    [{ videoCount: 0, hasMainAudio: false }, 'Add your video files, then click start'],
    [{ videoCount: 1, hasMainAudio: true }, 'Add your video files, then click start'],
    [{ videoCount: 1, hasMainAudio: true, requiredClips: 1 }, null],
    [{ videoCount: 2, hasMainAudio: false }, 'Select your main audio, then click start'],
    [{ videoCount: 2, hasMainAudio: true }, null],
    [{ videoCount: 3, hasMainAudio: true, filesLost: true }, 'Please re-add your files or start a new project'],
  ])('%j → %s', (input, hint) => {
    expect(multicamImportHint(input)).toBe(hint);
  });

  it('takes at most 3 cameras', () => {
    expect(canAddCamera(2)).toBe(true);
    expect(canAddCamera(3)).toBe(false);
  });
});

describe('mobile imports', () => {
  it('are blocked unless the hidden toggle is on, and multicam never runs on a phone', () => {
    expect(mobileImportRefusal({ isMobile: false, allowMobileImport: false, category: 'multicam' })).toBeNull();
    expect(mobileImportRefusal({ isMobile: true, allowMobileImport: true, category: 'singlecam' })).toBeNull();
    expect(mobileImportRefusal({ isMobile: true, allowMobileImport: false, category: 'singlecam' })).toMatch(
      /computer/,
    );
    expect(mobileImportRefusal({ isMobile: true, allowMobileImport: true, category: 'multicam' })).toBe(
      'Multicam import is currently only available on the computer',
    );
  });
});

describe('project naming on import', () => {
  it.each([
    ['', 'Interview take 2.mov', 'singlecam', 'Interview take 2'],
    ['Untitled', 'C:\\footage\\cam a.MP4', 'singlecam', 'cam a'],
    ['untitled project', 'camA.mp4', 'multicam', 'camA - Multicam'],
    ['My documentary', 'camA.mp4', 'multicam', 'My documentary'],
  ] as const)('%j with %s (%s) → %s', (current, file, category, name) => {
    expect(projectNameForImport(current, file, category)).toBe(name);
  });

  it('names an unnamed single file after the date', () => {
    expect(defaultImportFilename(new Date('2025-03-09T12:00:00Z'))).toBe('Project 2025-03-09.mp4');
    expect(baseName('.env')).toBe('.env');
  });
});
