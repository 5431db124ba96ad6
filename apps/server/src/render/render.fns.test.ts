import { describe, expect, it } from 'vitest';
import type { FieldOrder, MediaInfo } from '../media/media.types';
import { probedInfo } from '../media/media.test-support';
import type { CutSpec } from './render.args';
import { withProbedFacts } from './render.fns';

const probed = (container: string, fieldOrder?: FieldOrder, video = true): MediaInfo =>
  probedInfo(video ? (fieldOrder ? { fieldOrder } : {}) : null, 'ac3', container);

describe('withProbedFacts', () => {
  const infoByPath = new Map([
    ['/w/cam1.mts', probed('mpegts', 'tt')],
    ['/w/cam2.mp4', probed('mov,mp4,m4a,3gp,3g2,mj2')],
    ['/w/main.wav', probed('wav', undefined, false)],
  ]);

  it('multicam: a cut from the interlaced camera carries its field order, its sound from the main audio none', () => {
    const audio = { path: '/w/main.wav', start: 3 };
    const cuts: CutSpec[] = [
      { path: '/w/cam1.mts', start: 1, frames: 50, hasVideo: true, hasAudio: true, audio },
      { path: '/w/cam2.mp4', start: 2, frames: 25, hasVideo: true, hasAudio: true, audio },
      { path: '/w/main.wav', start: 5, frames: 25, hasVideo: false, hasAudio: true },
    ];
    expect(withProbedFacts(cuts, infoByPath)).toEqual([
      { ...cuts[0], container: 'mpegts', fieldOrder: 'tt', audio: { ...audio, container: 'wav' } },
      { ...cuts[1], container: 'mov,mp4,m4a,3gp,3g2,mj2', audio: { ...audio, container: 'wav' } },
      { ...cuts[2], container: 'wav' },
    ]);
  });

  it('a cut that shows no picture of an interlaced file has nothing to deinterlace', () => {
    const [cut] = withProbedFacts(
      [{ path: '/w/cam1.mts', start: 0, frames: 10, hasVideo: false, hasAudio: true }],
      infoByPath,
    );
    expect(cut).not.toHaveProperty('fieldOrder');
  });
});
