import { describe, expect, it } from 'vitest';
import { cameraFeeds, cameraTime, clipIndexAt, multicamPlaylist } from './multicam-playlist.fns';

const main = 'main';
// The shared multicam set: camA starts 1.5 s into the main audio, camB 4.5 s.
const feeds = cameraFeeds([
  { id: 'camA', type: 'video', syncOffsetSec: 1.5 },
  { id: 'wav', type: 'audio', syncOffsetSec: 0 },
  { id: 'camB', type: 'video', syncOffsetSec: 4.5 },
]);
const block = (camera: number, start: number, end: number) => ({ camera, start, end });

describe('multicam playlist', () => {
  it('numbers the cameras as the import view does and shows a camera its own synced time', () => {
    expect(feeds.map((f) => [f.camera, f.sourceId])).toEqual([
      [1, 'camA'],
      [2, 'camB'],
    ]);
    expect(cameraTime(10, 1.5)).toBe(8.5);
  });

  it('cuts a stretch of main audio between the cameras its blocks name, at their synced times', () => {
    const clips = multicamPlaylist(
      [{ sourceId: main, start: 10, end: 20 }],
      [{ text: 'hello there', camBlocks: [block(1, 10, 14), block(2, 14, 20)] }],
      feeds,
    );
    expect(clips).toEqual([
      { sourceId: 'camA', camera: 1, start: 8.5, end: 12.5, mainStart: 10 },
      { sourceId: 'camB', camera: 2, start: 9.5, end: 15.5, mainStart: 14 },
    ]);
  });

  it('keeps the camera before a gap in the blocks, and joins what one camera shows without a cut', () => {
    const clips = multicamPlaylist(
      [
        { sourceId: main, start: 10, end: 12 },
        { sourceId: main, start: 12, end: 18 },
        { sourceId: main, start: 30, end: 32 },
      ],
      [
        { text: 'a', camBlocks: [block(2, 10, 13)] },
        { text: 'b', camBlocks: [block(1, 15, 18)] },
      ],
      feeds,
    );
    expect(clips.map((c) => [c.camera, c.mainStart, c.end - c.start])).toEqual([
      [2, 10, 5],
      [1, 15, 3],
      [1, 30, 2],
    ]);
  });

  it('takes a camera that was recording when the wanted one had not started yet', () => {
    const clips = multicamPlaylist(
      [{ sourceId: main, start: 2, end: 6 }],
      [{ text: 'a', camBlocks: [block(2, 2, 6)] }],
      feeds,
    );
    expect(clips).toEqual([{ sourceId: 'camA', camera: 1, start: 0.5, end: 4.5, mainStart: 2 }]);
  });
});

describe('camera blocks and the player', () => {
  it('finds the clip that plays a moment of the main audio', () => {
    const clips = multicamPlaylist(
      [{ sourceId: main, start: 10, end: 20 }],
      [{ text: 'x', camBlocks: [block(1, 10, 14), block(2, 14, 20)] }],
      feeds,
    );
    expect(clipIndexAt(clips, 10)).toBe(0);
    expect(clipIndexAt(clips, 14)).toBe(1);
    expect(clipIndexAt(clips, 25)).toBe(-1);
  });
});
