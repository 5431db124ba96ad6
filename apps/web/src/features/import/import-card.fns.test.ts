import { toastText } from '@otto/shared/constants';
import { describe, expect, it } from 'vitest';
import { chooseLocalFiles } from './import-card.fns';

const MB = 1024 * 1024;
const file = (name: string, size = 10 * MB) => ({ name, size });
const opts = { unlockLargeFiles: false, maxClips: 10 };

describe('choosing local files', () => {
  it('accepts video and audio files and sets aside everything else', () => {
    const out = chooseLocalFiles(
      [],
      [file('interview.mp4'), file('notes.pdf'), file('b-cam.MOV'), file('voice.wav')],
      opts,
    );
    expect(out.accepted.map((f) => f.name)).toEqual(['interview.mp4', 'b-cam.MOV', 'voice.wav']);
    expect(out.unsupported.map((f) => f.name)).toEqual(['notes.pdf']);
    expect(out.duplicateWarning).toBeNull();
    expect(out.largeFiles).toBe('ok');
  });

  it('drops files already chosen with the duplicates warning', () => {
    const out = chooseLocalFiles([file('interview.mp4')], [file('interview.mp4'), file('broll.mp4')], opts);
    expect(out.accepted.map((f) => f.name)).toEqual(['broll.mp4']);
    expect(out.duplicateWarning).toBe(toastText.filesAlreadyExist);
  });

  it('keeps to the clip limit', () => {
    const out = chooseLocalFiles([file('a.mp4')], [file('b.mp4'), file('c.mp4'), file('d.mp4')], {
      ...opts,
      maxClips: 3,
    });
    expect(out.accepted.map((f) => f.name)).toEqual(['b.mp4', 'c.mp4']);
    expect(out.overLimit.map((f) => f.name)).toEqual(['d.mp4']);
  });

  it('suggests the desktop app from 500 MB and requires it from 2 GB unless unlocked', () => {
    expect(chooseLocalFiles([], [file('big.mp4', 600 * MB)], opts).largeFiles).toBe('suggest_desktop');
    expect(chooseLocalFiles([file('a.mp4', 1500 * MB)], [file('b.mp4', 600 * MB)], opts).largeFiles).toBe(
      'force_desktop',
    );
    expect(chooseLocalFiles([], [file('huge.mp4', 3000 * MB)], { ...opts, unlockLargeFiles: true }).largeFiles).toBe(
      'suggest_desktop',
    );
  });
});
