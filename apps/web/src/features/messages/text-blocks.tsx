import { multicamText } from '@otto/shared/constants';
import type { TextBlock } from '@otto/shared/message';
import { formatClock } from '../player/player.fns';
import { clipIndexAt, type MulticamClip } from '../player/multicam-playlist.fns';

/**
 * A multicam edit read as text, each stretch headed inline by the camera that shows it (times on the
 * main audio, as segment lists show source times). The camera on screen now is marked; a click on a
 * camera block plays from there.
 */
export function TextBlocks({
  blocks,
  clips,
  index,
  onSeek,
}: {
  blocks: readonly TextBlock[];
  /** The player's clips; null until the cameras are known. */
  clips: readonly MulticamClip[] | null;
  index: number;
  onSeek(index: number): void;
}) {
  return (
    <div
      data-testid="text-blocks"
      className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-lg border border-line bg-panel p-3"
    >
      {blocks.map((block, i) => (
        <p key={i} data-testid="text-block" className="text-sm leading-6 text-ink">
          {block.camBlocks.map((cam, j) => {
            const clip = clips ? clipIndexAt(clips, cam.start) : -1;
            const playing = clip !== -1 && clip === index;
            const label = `${multicamText.camera(Math.min(3, Math.max(1, cam.camera)) as 1 | 2 | 3)}, ${formatClock(cam.start)} to ${formatClock(cam.end)}`;
            return (
              <button
                key={j}
                type="button"
                data-testid="cam-block"
                data-camera={cam.camera}
                aria-label={label}
                aria-current={playing ? 'true' : undefined}
                disabled={clip === -1}
                onClick={() => onSeek(clip)}
                className={`mr-1.5 inline-flex items-center rounded px-1.5 py-0.5 align-middle font-mono text-[10px] transition-colors ${
                  playing ? 'bg-accent text-white' : 'bg-accent/15 text-accent hover:bg-accent/25'
                }`}
              >
                Cam {cam.camera} · {formatClock(cam.start)}–{formatClock(cam.end)}
              </button>
            );
          })}
          {block.text}
        </p>
      ))}
    </div>
  );
}
