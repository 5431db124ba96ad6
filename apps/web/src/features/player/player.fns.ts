/**
 * The edit player's rules, kept free of DOM so they can be tested: which segment each of the two
 * video layers holds, what happens at a segment's end, and where the playhead is in the edit.
 */
import { nextPlaybackSpeed } from '@otto/shared/settings';

export type Layer = 0 | 1;
export type PlaybackState = 'playing' | 'paused' | 'ended';

export interface TimedSegment {
  sourceId: string;
  start: number;
  end: number;
}

export interface PlayerState {
  /** The layer that is visible and playing; the other one holds the next segment, paused at its start. */
  activeLayer: Layer;
  index: number;
  state: PlaybackState;
  /** Counts every change of segment, so the idle layer is prepared again even when its segment is the same. */
  step: number;
  /** Counts seeks (and the start), after which the active layer itself must be moved. */
  seeks: number;
}

export type PlayerEvent =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'segment_end'; count: number }
  | { type: 'seek'; index: number };

export const initialPlayerState: PlayerState = { activeLayer: 0, index: 0, state: 'paused', step: 0, seeks: 0 };

const other = (layer: Layer): Layer => (layer === 0 ? 1 : 0);

/** The segment after `index`, wrapping to the first: what the idle layer preloads. */
export const nextIndex = (index: number, count: number): number => (count === 0 ? 0 : (index + 1) % count);

/** Which segment each layer holds. */
export function layerSegments(state: Pick<PlayerState, 'activeLayer' | 'index'>, count: number): [number, number] {
  const next = nextIndex(state.index, count);
  return state.activeLayer === 0 ? [state.index, next] : [next, state.index];
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'play':
      return { ...state, state: 'playing' };
    case 'pause':
      return state.state === 'playing' ? { ...state, state: 'paused' } : state;
    case 'toggle':
      return { ...state, state: state.state === 'playing' ? 'paused' : 'playing' };
    case 'segment_end': {
      if (state.state !== 'playing') return state;
      const last = state.index >= event.count - 1;
      // The idle layer already waits at the next segment's start (the first one after the last): swap to it.
      return {
        ...state,
        activeLayer: other(state.activeLayer),
        index: last ? 0 : state.index + 1,
        state: last ? 'ended' : 'playing',
        step: state.step + 1,
      };
    }
    case 'seek':
      return {
        ...state,
        index: event.index,
        state: state.state === 'ended' ? 'paused' : state.state,
        step: state.step + 1,
        seeks: state.seeks + 1,
      };
  }
}

/** Whether the active layer has played past its segment (a frame's slack, as frames land between checks). */
export const reachedSegmentEnd = (currentTime: number, segment: Pick<TimedSegment, 'end'>, slack = 0.02): boolean =>
  currentTime >= segment.end - slack;

/** Seconds of the edit before segment `index` plus how far into it the layer is. */
export function editPosition(segments: readonly TimedSegment[], index: number, currentTime: number): number {
  let elapsed = 0;
  for (let i = 0; i < index && i < segments.length; i++) elapsed += segments[i]!.end - segments[i]!.start;
  const segment = segments[index];
  if (segment) elapsed += Math.min(Math.max(0, currentTime - segment.start), segment.end - segment.start);
  return elapsed;
}

/** The speed label steps by 0.25 up to 2x, then returns to 1x. */
export const nextSpeed = nextPlaybackSpeed;

export const speedLabel = (speed: number): string => `${Number(speed.toFixed(2))}x`;

export { formatClock } from '@otto/shared/clock';

/** The URI a browser can play for a source: the proxy when one was made, else the original upload. */
export const playableUri = (source: {
  transcodedFileUri: string | null;
  originalFileUri: string | null;
}): string | null => source.transcodedFileUri ?? source.originalFileUri;

export type PlayerShortcut = { kind: 'toggle' } | { kind: 'mute' } | { kind: 'seek'; index: number };

/** What the editor's usual transport keys do here; K toggles like Space, J and L step a segment. */
export const playerShortcutHelp =
  'Space or K play/pause · ←/J previous segment · →/L next · Home/End first/last · M mute';

/** The action a key pressed on the focused preview asks for, or null to let the key through. */
export function playerShortcut(key: string, index: number, count: number): PlayerShortcut | null {
  if (count === 0) return null;
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case ' ':
    case 'k':
      return { kind: 'toggle' };
    case 'm':
      return { kind: 'mute' };
    case 'ArrowLeft':
    case 'j':
      return { kind: 'seek', index: Math.max(0, index - 1) };
    case 'ArrowRight':
    case 'l':
      return { kind: 'seek', index: Math.min(count - 1, index + 1) };
    case 'Home':
      return { kind: 'seek', index: 0 };
    case 'End':
      return { kind: 'seek', index: count - 1 };
    default:
      return null;
  }
}
