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

/**
 * Where the step's target is on screen, following it as the chat scrolls, types out and resizes, and
 * finding it when it appears later (the player once the first edit arrives). Scrolls it into view once.
 */
export function useTourTarget(target: TourTarget | null): Rect | null {
  // Kept with the target it belongs to, so a new step never shows the last step's spotlight for a frame.
  const [found, setFound] = useState<{ target: TourTarget | null; rect: Rect | null }>({ target: null, rect: null });
  // Before paint, so a step whose target is there never flashes its 'waiting' text.
  useLayoutEffect(() => {
    let last: Rect | null = null;
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
      const next = box ? { top: box.top, left: box.left, width: box.width, height: box.height } : null;
      if (first || !sameRect(last, next)) {
        first = false;
        last = next;
        setFound({ target, rect: next });
      }
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return found.target === target ? found.rect : null;
}
