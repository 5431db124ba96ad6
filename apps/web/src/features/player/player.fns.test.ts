import { describe, expect, it } from 'vitest';
import {
  editPosition,
  formatClock,
  initialPlayerState,
  playerShortcut,
  layerSegments,
  playableUri,
  playerReducer,
  reachedSegmentEnd,
  speedLabel,
  nextSpeed,
  type PlayerEvent,
  type PlayerState,
} from './player.fns';

const run = (events: PlayerEvent[], from: PlayerState = initialPlayerState) => events.reduce(playerReducer, from);

describe('two-layer playback', () => {
  it('preloads the next segment on the idle layer and swaps at each segment end', () => {
    let s = run([{ type: 'play' }]);
    expect(layerSegments(s, 3)).toEqual([0, 1]);
    s = playerReducer(s, { type: 'segment_end', count: 3 });
    expect(s).toMatchObject({ activeLayer: 1, index: 1, state: 'playing' });
    expect(layerSegments(s, 3)).toEqual([2, 1]);
    s = playerReducer(s, { type: 'segment_end', count: 3 });
    expect(s).toMatchObject({ activeLayer: 0, index: 2, state: 'playing' });
    expect(layerSegments(s, 3)).toEqual([2, 0]);
  });

  it('wraps to the first segment after the last and stops', () => {
    const s = run([{ type: 'play' }, { type: 'segment_end', count: 2 }, { type: 'segment_end', count: 2 }]);
    expect(s).toMatchObject({ activeLayer: 0, index: 0, state: 'ended' });
    // A late end report from the layer that just stopped changes nothing.
    expect(playerReducer(s, { type: 'segment_end', count: 2 })).toBe(s);
    expect(playerReducer(s, { type: 'toggle' }).state).toBe('playing');
  });

  it('a single segment wraps onto the other layer too', () => {
    const s = run([{ type: 'play' }, { type: 'segment_end', count: 1 }]);
    expect(s).toMatchObject({ activeLayer: 1, index: 0, state: 'ended' });
    expect(layerSegments(s, 1)).toEqual([0, 0]);
  });

  it('seeking keeps playing or paused, and moves the active layer', () => {
    const playing = run([{ type: 'play' }, { type: 'seek', index: 2 }]);
    expect(playing).toMatchObject({ index: 2, state: 'playing', seeks: 1 });
    const ended = run([{ type: 'play' }, { type: 'segment_end', count: 1 }, { type: 'seek', index: 0 }]);
    expect(ended.state).toBe('paused');
  });

  it('detects the end of a segment within a frame', () => {
    expect(reachedSegmentEnd(4.99, { end: 5 })).toBe(true);
    expect(reachedSegmentEnd(4.9, { end: 5 })).toBe(false);
  });
});

describe('player labels', () => {
  it('steps the speed by 0.25 up to 2x, then back to 1x', () => {
    const seen = [1];
    for (let i = 0; i < 5; i++) seen.push(nextSpeed(seen.at(-1)!));
    expect(seen.map(speedLabel)).toEqual(['1x', '1.25x', '1.5x', '1.75x', '2x', '1x']);
  });

  it('measures the edit position across segments', () => {
    const segs = [
      { sourceId: 'a', start: 10, end: 15 },
      { sourceId: 'a', start: 30, end: 33 },
    ];
    expect(editPosition(segs, 0, 12)).toBe(2);
    expect(editPosition(segs, 1, 31.5)).toBe(6.5);
    expect(editPosition(segs, 1, 99)).toBe(8);
  });

  it('formats clocks and picks the playable file', () => {
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(playableUri({ transcodedFileUri: 's3://media/p.mp4', originalFileUri: 's3://ingest/o.mov' })).toBe(
      's3://media/p.mp4',
    );
    expect(playableUri({ transcodedFileUri: null, originalFileUri: 's3://ingest/o.mp4' })).toBe('s3://ingest/o.mp4');
  });
});

describe('player shortcuts', () => {
  it('play and pause on Space or K, mute on M, whatever the case', () => {
    expect(playerShortcut(' ', 0, 3)).toEqual({ kind: 'toggle' });
    expect(playerShortcut('K', 0, 3)).toEqual({ kind: 'toggle' });
    expect(playerShortcut('m', 0, 3)).toEqual({ kind: 'mute' });
  });

  it('step a segment with the arrows or J and L, stopping at either end', () => {
    expect(playerShortcut('ArrowRight', 1, 3)).toEqual({ kind: 'seek', index: 2 });
    expect(playerShortcut('l', 2, 3)).toEqual({ kind: 'seek', index: 2 });
    expect(playerShortcut('ArrowLeft', 1, 3)).toEqual({ kind: 'seek', index: 0 });
    expect(playerShortcut('j', 0, 3)).toEqual({ kind: 'seek', index: 0 });
    expect(playerShortcut('Home', 2, 3)).toEqual({ kind: 'seek', index: 0 });
    expect(playerShortcut('End', 0, 3)).toEqual({ kind: 'seek', index: 2 });
  });

  it('let other keys through, and do nothing in an empty edit', () => {
    expect(playerShortcut('Enter', 0, 3)).toBeNull();
    expect(playerShortcut('x', 0, 3)).toBeNull();
    expect(playerShortcut(' ', 0, 0)).toBeNull();
  });
});
