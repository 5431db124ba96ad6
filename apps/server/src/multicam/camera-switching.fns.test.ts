import { describe, expect, it } from 'vitest';
import { switchCameras, type CameraChoice, type SpokenWord } from './camera-switching.fns';

const twoCloseUps: CameraChoice = { cameraOfSpeaker: { '1': 1, '2': 2 }, wideCamera: null, overlapping: false };

/** Words of 0.4 s with 0.1 s pauses, `seconds` long, from `at`. */
function say(at: number, seconds: number, speakers: number[]): SpokenWord[] {
  const words: SpokenWord[] = [];
  for (let t = at; t + 0.4 <= at + seconds + 1e-9; t += 0.5) words.push({ start: t, end: t + 0.4, speakers });
  return words;
}

describe('switchCameras', () => {
  it('cuts to each speaker a little before they start, in the pause', () => {
    const words = [...say(0, 5, [1]), ...say(5.5, 4, [2])];
    expect(switchCameras(words, 10, twoCloseUps)).toEqual([
      { camera: 1, start: 0, end: 5.3 },
      { camera: 2, start: 5.3, end: 10 },
    ]);
  });

  it('holds the camera through a one-word interjection instead of flashing to it', () => {
    const words = [...say(0, 5, [1]), ...say(5.2, 0.5, [2]), ...say(6, 5, [1]), ...say(11.5, 4, [2])];
    const shots = switchCameras(words, 16, twoCloseUps);
    expect(shots.map((s) => s.camera)).toEqual([1, 2]);
    expect(shots[0]!.end).toBeCloseTo(11.3);
  });

  it('in overlapping mode shows the wide camera while both talk; otherwise the loudest', () => {
    const words = [...say(0, 4, [1]), ...say(4, 3, [2, 1]), ...say(7.5, 4, [2])];
    const wide = { cameraOfSpeaker: { '1': 1, '2': 2 }, wideCamera: 3 };
    expect(switchCameras(words, 12, { ...wide, overlapping: true }).map((s) => s.camera)).toEqual([1, 3, 2]);
    expect(switchCameras(words, 12, { ...wide, overlapping: false }).map((s) => s.camera)).toEqual([1, 2]);
  });

  it('without a wide camera, crosstalk stays on the camera already showing one of the talkers', () => {
    const words = [...say(0, 4, [1]), ...say(4, 3, [2, 1]), ...say(7.5, 4, [2])];
    const shots = switchCameras(words, 12, { ...twoCloseUps, overlapping: true });
    expect(shots.map((s) => s.camera)).toEqual([1, 2]);
    expect(shots[1]!.start).toBeCloseTo(7.3);
  });

  it('an edit without words is one shot of the fallback camera', () => {
    expect(switchCameras([], 3, twoCloseUps, 2)).toEqual([{ camera: 2, start: 0, end: 3 }]);
  });
});
