import { describe, expect, it } from 'vitest';
import { mediaReferenceFromProbe } from './media-reference';
import { RATE_25, RATE_29_97 } from './rational-time';

describe('mediaReferenceFromProbe', () => {
  it('turns probe numbers into frames at the snapped rate with the camera timecode', () => {
    expect(
      mediaReferenceFromProbe({
        sourceId: 's1',
        fileName: 'Día 1 #2.mov',
        path: '/Volumes/Card/Día 1 #2.mov',
        durationSeconds: 42.4757,
        frameRate: '30000/1001',
        timecode: '01:00:00;00',
        width: 1280,
        height: 720,
        audioChannels: 2,
        audioRate: 48000,
      }),
    ).toEqual({
      sourceId: 's1',
      name: 'Día 1 #2.mov',
      url: 'file:///Volumes/Card/D%C3%ADa%201%20%232.mov',
      duration: 1273,
      rate: RATE_29_97,
      startTimecode: 107892,
      dropFrame: true,
      width: 1280,
      height: 720,
      audioChannels: 2,
      audioRate: 48000,
      hasVideo: true,
      hasAudio: true,
    });
  });

  it('counts audio-only files at the project rate and places unknown paths at the root', () => {
    const wav = mediaReferenceFromProbe(
      { sourceId: 'w', fileName: 'main audio.wav', durationSeconds: 43.91, audioChannels: 2, audioRate: 48000 },
      { audioOnlyRate: RATE_25 },
    );
    expect(wav).toMatchObject({
      hasVideo: false,
      rate: RATE_25,
      duration: 1098,
      url: 'file:///main%20audio.wav',
      width: 0,
    });
  });

  it('ignores a timecode tag that does not fit the rate', () => {
    const clip = mediaReferenceFromProbe({
      sourceId: 'c',
      fileName: 'c.mp4',
      durationSeconds: 5,
      frameRate: 25,
      timecode: '00:00:00;29',
      width: 320,
      height: 240,
      audioChannels: 6,
    });
    expect(clip).toMatchObject({ rate: RATE_25, startTimecode: 0, duration: 125, audioChannels: 6 });
  });
});
