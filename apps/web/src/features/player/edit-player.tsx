import { useCallback, useEffect, useRef, useState } from 'react';
import { useSettings } from '../settings/settings';
import {
  editPosition,
  initialPlayerState,
  layerSegments,
  nextIndex,
  playerReducer,
  reachedSegmentEnd,
  type Layer,
  type PlayerEvent,
  type PlayerState,
  type TimedSegment,
} from './player.fns';

export type EditPlayer = ReturnType<typeof useEditPlayer>;

/**
 * Plays an edit's segments back to back from two stacked <video> layers: the visible one plays the
 * current segment while the hidden one waits, already seeked, at the next segment's start, so each
 * cut is a swap rather than a seek. After the last segment it wraps to the first and stops.
 */
export function useEditPlayer(
  segments: readonly (TimedSegment & { mainStart?: number })[],
  urls: Record<string, string>,
  /**
   * A multicam edit: the camera layers play silent over this main audio (spec: 'with the main audio');
   * null while its URL is on its way.
   */
  mainAudioUrl?: string | null,
) {
  const videos = useRef<[HTMLVideoElement | null, HTMLVideoElement | null]>([null, null]);
  const audio = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<PlayerState>(initialPlayerState);
  const current = useRef(state);
  const loaded = useRef<[string | null, string | null]>([null, null]);
  const [time, setTime] = useState(0);
  const [muted, setMuted] = useState(false);
  const speed = useSettings((s) => s.settings.playbackSpeed);
  const count = segments.length;

  const apply = useCallback((event: PlayerEvent) => {
    const next = playerReducer(current.current, event);
    if (next === current.current) return;
    current.current = next;
    setState(next);
  }, []);

  /** Puts a layer at a segment's start; `key` says when it must be done again even for the same segment. */
  const prepare = useCallback(
    (layer: Layer, index: number, key: string) => {
      const el = videos.current[layer];
      const segment = segments[index];
      const url = segment && urls[segment.sourceId];
      if (!el || !segment || !url) return;
      // The segment's times are in the token: an edit made in the transcript moves the cut under the same index.
      const token = `${key}:${index}:${url}:${segment.start}`;
      if (loaded.current[layer] === token) return;
      loaded.current[layer] = token;
      el.dataset.start = String(segment.start);
      if (el.dataset.src !== url) {
        el.dataset.src = url;
        el.src = url;
        // Some browsers drop a seek made before the file's metadata is known: repeat it once it is.
        const start = segment.start;
        el.addEventListener(
          'loadedmetadata',
          () => {
            if (el.dataset.start === String(start) && Math.abs(el.currentTime - start) > 0.05) el.currentTime = start;
          },
          { once: true },
        );
      }
      el.currentTime = segment.start;
    },
    [segments, urls],
  );

  // An edit made in the transcript can leave fewer segments than the playhead's index: go to the last.
  useEffect(() => {
    if (count > 0 && state.index >= count) apply({ type: 'seek', index: count - 1 });
  }, [count, state.index, apply]);

  // The active layer moves only on a seek (or the first load); after a swap it was prepared while idle.
  useEffect(
    () => prepare(state.activeLayer, state.index, `active-${state.seeks}`),
    [prepare, state.activeLayer, state.index, state.seeks],
  );
  // The idle layer waits at the following segment, prepared again after every change of segment.
  useEffect(() => {
    const idle: Layer = state.activeLayer === 0 ? 1 : 0;
    prepare(idle, nextIndex(state.index, count), `idle-${state.step}`);
    videos.current[idle]?.pause();
  }, [prepare, state.activeLayer, state.index, state.step, count]);

  // Play or pause the visible layer.
  useEffect(() => {
    const active = videos.current[state.activeLayer];
    if (!active) return;
    if (state.state === 'playing')
      active.play().catch((error: unknown) => console.warn('Playback did not start', error));
    else active.pause();
  }, [state.state, state.activeLayer, state.step, urls]);

  // The main audio follows the picture: at each change of clip or of play state it is put where the
  // visible clip is on the main-audio timeline, unless it is there already, so a cut between cameras
  // over continuous sound does not make it skip.
  useEffect(() => {
    const el = audio.current;
    const segment = segments[state.index];
    if (!el || !mainAudioUrl || segment?.mainStart === undefined) return;
    const video = videos.current[state.activeLayer];
    const follow = (slack: number) => {
      const expected = segment.mainStart! + Math.max(0, (video?.currentTime ?? segment.start) - segment.start);
      if (Math.abs(el.currentTime - expected) > slack) el.currentTime = expected;
    };
    follow(AUDIO_SLACK_SECONDS);
    if (state.state === 'playing') el.play().catch((error: unknown) => console.warn('Main audio did not start', error));
    else el.pause();
    // Two media elements drift apart over a long clip: pull the sound back when it strays audibly.
    const onTime = () => follow(AUDIO_DRIFT_SECONDS);
    video?.addEventListener('timeupdate', onTime);
    return () => video?.removeEventListener('timeupdate', onTime);
  }, [state.state, state.index, state.activeLayer, state.step, segments, mainAudioUrl]);

  // Speed and mute apply to both layers (a new src resets playbackRate to defaultPlaybackRate).
  useEffect(() => {
    // Over a main audio the cameras' own sound would double it.
    for (const layer of [0, 1] as const) applyRate(videos.current[layer], speed, muted || mainAudioUrl !== undefined);
    applyRate(audio.current, speed, muted);
  }, [speed, muted, urls, mainAudioUrl]);

  // Watch the visible layer for the end of its segment: every frame where the browser can say, and timeupdate besides.
  useEffect(() => {
    const layer = state.activeLayer;
    const el = videos.current[layer];
    const segment = segments[state.index];
    if (!el || !segment) return;
    const finish = () => {
      if (current.current.activeLayer !== layer || current.current.state !== 'playing') return;
      const next = playerReducer(current.current, { type: 'segment_end', count });
      // The layer we swap to was prepared while idle: mark it done, so it is not seeked again.
      const nextSegment = segments[next.index];
      const nextUrl = nextSegment && urls[nextSegment.sourceId];
      if (nextUrl)
        loaded.current[next.activeLayer] = `active-${next.seeks}:${next.index}:${nextUrl}:${nextSegment.start}`;
      apply({ type: 'segment_end', count });
    };
    const onTime = () => {
      setTime(el.currentTime);
      if (current.current.state === 'playing' && reachedSegmentEnd(el.currentTime, segment)) finish();
    };
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeked', onTime);
    el.addEventListener('ended', finish);
    let frame: number | null = null;
    if (state.state === 'playing' && typeof el.requestVideoFrameCallback === 'function') {
      const onFrame: VideoFrameRequestCallback = (_now, meta) => {
        frame = null;
        if (reachedSegmentEnd(meta.mediaTime, segment)) finish();
        else frame = el.requestVideoFrameCallback(onFrame);
      };
      frame = el.requestVideoFrameCallback(onFrame);
    }
    return () => {
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeked', onTime);
      el.removeEventListener('ended', finish);
      if (frame !== null) el.cancelVideoFrameCallback(frame);
    };
  }, [state.activeLayer, state.index, state.state, segments, urls, count, apply]);

  const ready = count > 0 && segments.every((s) => urls[s.sourceId]) && mainAudioUrl !== null;
  const total = segments.reduce((sum, s) => sum + (s.end - s.start), 0);
  const position = state.state === 'ended' ? 0 : editPosition(segments, state.index, time);
  const [assigned0, assigned1] = layerSegments(state, count);
  const toggle = () => ready && apply({ type: 'toggle' });
  const seek = (index: number) => {
    if (index < 0 || index >= count) return;
    setTime(segments[index]!.start);
    apply({ type: 'seek', index });
  };
  const setVideo = (layer: Layer) => (el: HTMLVideoElement | null) => {
    videos.current[layer] = el;
  };
  const setAudio = (el: HTMLAudioElement | null) => {
    audio.current = el;
  };
  return {
    state,
    index: state.index,
    segmentCount: count,
    ready,
    total,
    position,
    assigned: [assigned0, assigned1] as const,
    muted,
    speed,
    toggle,
    seek,
    setMuted,
    setVideo,
    mainAudioUrl,
    setAudio,
  };
}

/** How far the main audio may be from the picture before it is moved (about two frames). */
const AUDIO_SLACK_SECONDS = 0.08;
/** While playing, drift beyond this is corrected (a seek is itself audible, so not for less). */
const AUDIO_DRIFT_SECONDS = 0.2;

/** A new src resets playbackRate to defaultPlaybackRate, so both are set. */
function applyRate(el: HTMLMediaElement | null, speed: number, muted: boolean) {
  if (!el) return;
  el.defaultPlaybackRate = speed;
  el.playbackRate = speed;
  el.muted = muted;
}
