import { useLayoutEffect, useState } from 'react';
import { sameRect, type Rect, type TourTarget } from './tour.fns';

/** The newest element carrying `data-tour=target` (the last edit's player, say), if it is shown. */
function findTarget(target: TourTarget): Element | null {
  const all = document.querySelectorAll(`[data-tour="${target}"]`);
  const element = all[all.length - 1];
  if (!element) return null;
  const { width, height } = element.getBoundingClientRect();
  return width > 0 && height > 0 ? element : null;
}

/** The target's play/pause control (players mark theirs `data-tour-play`), while it can be pressed. */
function playControl(element: Element | null): HTMLButtonElement | null {
  const control = element?.querySelector<HTMLButtonElement>('button[data-tour-play]');
  return control && !control.disabled ? control : null;
}

/** Plays or pauses the target as its own play button would (the caption's Play). */
export function pressPlay(target: TourTarget): void {
  playControl(findTarget(target))?.click();
}

export interface TargetOnScreen {
  rect: Rect;
  /** Whether the target is playing; null when it has nothing to play (yet). */
  playing: boolean | null;
}

/**
 * Where the step's target is on screen, following it as the chat scrolls, types out and resizes, and
 * finding it when it appears later (the player once the first edit arrives). Scrolls it into view once.
 */
export function useTourTarget(target: TourTarget | null): TargetOnScreen | null {
  // Kept with the target it belongs to, so a new step never shows the last step's spotlight for a frame.
  const [found, setFound] = useState<{ target: TourTarget | null; on: TargetOnScreen | null }>({
    target: null,
    on: null,
  });
  // Before paint, so a step whose target is there never flashes its 'waiting' text.
  useLayoutEffect(() => {
    let last: TargetOnScreen | null = null;
    let shown: Element | null = null;
    let frame = 0;
    let first = true;
    const follow = () => {
      const element = target ? findTarget(target) : null;
      if (element && element !== shown) {
        shown = element;
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
      }
      const box = element?.getBoundingClientRect();
      const control = playControl(element);
      const next = box
        ? {
            rect: { top: box.top, left: box.left, width: box.width, height: box.height },
            playing: control ? control.dataset.playing === 'true' : null,
          }
        : null;
      if (first || !sameRect(last?.rect ?? null, next?.rect ?? null) || last?.playing !== next?.playing) {
        first = false;
        last = next;
        setFound({ target, on: next });
      }
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return found.target === target ? found.on : null;
}
