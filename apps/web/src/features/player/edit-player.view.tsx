import { playerAspectRatio } from '@otto/shared/constants';
import { PlayIcon, SpeakerIcon } from '../../ui/icons';
import { settingsStore } from '../settings/settings';
import type { EditPlayer } from './edit-player';
import { formatClock, nextSpeed, playerShortcut, playerShortcutHelp, speedLabel, type Layer } from './player.fns';

/**
 * The 16:9 preview and its controls. The segment list or text blocks beside it read
 * `player.index` and call `player.seek`.
 */
export function EditPlayerView({ player, tourTarget = true }: { player: EditPlayer; tourTarget?: boolean }) {
  const { state, ready, total, position, assigned, muted, speed, toggle, seek, setMuted, setVideo, mainAudioUrl, setAudio } =
    player;
  const count = player.segmentCount;
  const [assigned0, assigned1] = assigned;
  return (
    // A view that shows more around the player (the rough cut's strip) is the tour's target instead.
    <div data-tour={tourTarget ? 'player' : undefined} className="flex flex-col gap-3">
      <div
        data-testid="player"
        data-active-layer={state.activeLayer}
        data-segment-index={state.index}
        data-state={state.state}
        tabIndex={0}
        aria-label="Edit preview"
        aria-keyshortcuts="Space K J L M ArrowLeft ArrowRight Home End"
        title={playerShortcutHelp}
        onKeyDown={(e) => {
          if (e.metaKey || e.ctrlKey || e.altKey) return;
          // A focused control inside keeps Space and Enter for itself.
          if (e.key === ' ' && e.target !== e.currentTarget && (e.target as HTMLElement).tagName === 'BUTTON') return;
          const action = playerShortcut(e.key, state.index, count);
          if (!action) return;
          e.preventDefault();
          if (action.kind === 'toggle') toggle();
          else if (action.kind === 'mute') setMuted(!muted);
          else if (action.index !== state.index) seek(action.index);
        }}
        className="group relative w-full overflow-hidden rounded-lg bg-black focus:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        style={{ aspectRatio: `${playerAspectRatio[0]} / ${playerAspectRatio[1]}` }}
      >
        <VideoLayer
          layer={0}
          videoRef={setVideo(0)}
          active={state.activeLayer === 0}
          segment={assigned0}
          onClick={toggle}
        />
        <VideoLayer
          layer={1}
          videoRef={setVideo(1)}
          active={state.activeLayer === 1}
          segment={assigned1}
          onClick={toggle}
        />
        {mainAudioUrl && <audio ref={setAudio} data-testid="player-main-audio" src={mainAudioUrl} preload="auto" />}
        {!ready && <div className="absolute inset-0 grid place-items-center text-xs text-muted">Loading preview…</div>}
        <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-2 text-xs text-white">
          <button
            type="button"
            data-testid="player-play"
            data-tour-play
            data-playing={state.state === 'playing'}
            aria-label={state.state === 'playing' ? 'Pause' : 'Play'}
            disabled={!ready}
            onClick={toggle}
            className="grid h-8 w-8 place-items-center rounded-md hover:bg-white/15 disabled:opacity-50"
          >
            {state.state === 'playing' ? <PauseGlyph /> : <PlayIcon />}
          </button>
          <button
            type="button"
            data-testid="player-mute"
            aria-label={muted ? 'Unmute' : 'Mute'}
            aria-pressed={muted}
            onClick={() => setMuted(!muted)}
            className="grid h-8 w-8 place-items-center rounded-md hover:bg-white/15"
          >
            <SpeakerIcon muted={muted} />
          </button>
          <span className="font-mono tabular-nums">
            {formatClock(position)} / {formatClock(total)}
          </span>
          <button
            type="button"
            data-testid="player-speed"
            aria-label="Playback speed"
            onClick={() => settingsStore.getState().update({ playbackSpeed: nextSpeed(speed) })}
            className="ml-auto rounded-md px-2 py-1 font-mono hover:bg-white/15"
          >
            {speedLabel(speed)}
          </button>
        </div>
      </div>
      <p className="text-xs text-muted" data-testid="player-time-left">
        Time left {formatClock(total - position)}
      </p>
    </div>
  );
}

function VideoLayer({
  layer,
  videoRef,
  active,
  segment,
  onClick,
}: {
  layer: Layer;
  videoRef: (el: HTMLVideoElement | null) => void;
  active: boolean;
  segment: number;
  onClick(): void;
}) {
  return (
    <video
      ref={videoRef}
      data-testid={`player-layer-${layer}`}
      data-segment={segment}
      aria-hidden={!active}
      playsInline
      preload="auto"
      onClick={onClick}
      onError={(e) => console.warn('Video error', e.currentTarget.error)}
      className={`absolute inset-0 h-full w-full object-contain ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
    />
  );
}

const PauseGlyph = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
