/**
 * The guided tour's rules, free of the DOM: its steps, how keys and buttons move through them, whether
 * it starts, and where the spotlight and its caption go on screen.
 */

/** The `data-tour` attribute values the tour looks for; the components carry them. */
export type TourTarget = 'import-status' | 'prompt' | 'player' | 'export' | 'settings';

export interface TourStep {
  id: string;
  /** What to spotlight; null for a step that speaks from the middle of the screen. */
  target: TourTarget | null;
  title: string;
  body: string;
  /** Said instead of `body` while the target is not on screen (no edit yet, say): what brings it. */
  waiting?: string;
  /** The step offers the project's suggested prompt, ready to send. */
  offersPrompt?: boolean;
  /** The target plays video: the caption offers Play, and the spotlight lets clicks through to it. */
  plays?: boolean;
  /**
   * What the step says on a rough-cut project, whose edits are rough cuts (player and timeline strip)
   * that come only once the outline Otto proposes first is approved.
   */
  roughCut?: Pick<TourStep, 'title' | 'body' | 'waiting'>;
}

export const tourSteps: readonly TourStep[] = [
  {
    id: 'import',
    target: 'import-status',
    title: 'Your footage',
    body: 'Each file shows its import status here: uploading, processing with the time left, then Imported. Otto emails you when an import is complete.',
    waiting: 'Your files and their import status appear here once you add footage.',
  },
  {
    id: 'prompt',
    target: 'prompt',
    title: 'Ask for an edit',
    body: 'Tell Otto what you want in plain words. Enter sends, Shift+Enter starts a new line.',
    offersPrompt: true,
  },
  {
    id: 'player',
    target: 'player',
    title: 'Preview the edit',
    body: 'Each edit plays here, segment by segment. Click a segment to jump to it; the speed label steps up to 2x.',
    waiting: 'Your edit plays here once Otto answers your first prompt. Send the suggested prompt, or go on reading.',
    plays: true,
    roughCut: {
      title: 'Preview the rough cut',
      body: 'Your rough cut plays here. The strip under the player is the whole cut, a block per segment: click one to play from there; the speed label steps up to 2x.',
      waiting:
        'Otto answers your first prompt with an outline of chapters. Approve it, and the rough cut plays here with its timeline strip.',
    },
  },
  {
    id: 'export',
    target: 'export',
    title: 'Export',
    body: 'Send the edit to Premiere Pro, DaVinci Resolve or Final Cut Pro, or export it as MP4, captions or a transcript.',
    waiting: 'Every edit gets an Export button under its player once Otto has made it.',
  },
  {
    id: 'settings',
    target: 'settings',
    title: 'Settings',
    body: 'Captions, your logo, an intro and outro and overlay videos for MP4 exports are set here, once for every project.',
  },
  {
    id: 'done',
    target: null,
    title: "You're ready",
    body: "That's the tour. Take it again any time from 'Take a guided tour' in Otto's first message.",
  },
];

/** The step's title and texts for this project: a rough-cut project has its own where the step says so. */
export function stepText(step: TourStep, roughCut: boolean): Pick<TourStep, 'title' | 'body' | 'waiting'> {
  const own = roughCut ? step.roughCut : undefined;
  return { title: own?.title ?? step.title, body: own?.body ?? step.body, waiting: own?.waiting ?? step.waiting };
}

/** The caption's play button: what it says, or null while the target has nothing to play. */
export const playLabel = (playing: boolean | null): string | null =>
  playing === null ? null : playing ? 'Pause' : 'Play';

export type TourStatus = 'running' | 'finished' | 'skipped';

export interface TourState {
  index: number;
  status: TourStatus;
}

export type TourAction = 'next' | 'back' | 'skip';

export const initialTourState: TourState = { index: 0, status: 'running' };

/** Next past the last step finishes; Back on the first stays; Skip ends it wherever it is. */
export function tourReducer(state: TourState, action: TourAction, total = tourSteps.length): TourState {
  if (state.status !== 'running') return state;
  switch (action) {
    case 'next':
      return state.index + 1 >= total ? { ...state, status: 'finished' } : { ...state, index: state.index + 1 };
    case 'back':
      return { ...state, index: Math.max(0, state.index - 1) };
    case 'skip':
      return { ...state, status: 'skipped' };
  }
}

/** "2 of 6" */
export const stepCounter = (index: number, total = tourSteps.length): string => `${index + 1} of ${total}`;

/** The label of the forward button: the last step finishes. */
export const nextLabel = (index: number, total = tourSteps.length): string => (index + 1 >= total ? 'Finish' : 'Next');

/**
 * What a key does while the tour is open: → and Enter go on, ← goes back, Esc skips. Enter on one of
 * the tour's own buttons is left to the button (it clicks itself), and keys typed elsewhere on the page
 * (in the chat bar under the spotlight, on the player) belong to what has focus.
 */
export function tourKeyAction(key: string, focus: { inTour: boolean; onButton: boolean }): TourAction | null {
  if (!focus.inTour) return null;
  if (key === 'ArrowRight') return 'next';
  if (key === 'Enter') return focus.onButton ? null : 'next';
  if (key === 'ArrowLeft') return 'back';
  if (key === 'Escape') return 'skip';
  return null;
}

/** The query parameter that starts the tour on a project page. */
export const tourParam = 'tour';

/** Where the tour's end is remembered, so it does not start again by itself. */
export const tourMemoryKey = 'otto.tour';

/**
 * `?tour=1` starts the tour unless it was finished or skipped before; the entry points that ask for the
 * tour on purpose ('Take a guided tour') forget that memory first.
 */
export const shouldStartTour = (param: string | null, remembered: string | null): boolean =>
  param === '1' && remembered !== 'finished' && remembered !== 'skipped';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The spotlight's hole: the target with some air around it, kept inside the viewport. */
export function spotlightRect(target: Rect, viewport: Size, padding = 8): Rect {
  const left = Math.max(0, target.left - padding);
  const top = Math.max(0, target.top - padding);
  const right = Math.min(viewport.width, target.left + target.width + padding);
  const bottom = Math.min(viewport.height, target.top + target.height + padding);
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * Where the caption goes: under the hole when it fits, else above it, else over the hole's lower part;
 * centred on the screen when there is no hole. Always wholly on screen, `margin` from the edges.
 */
export function captionPosition(hole: Rect | null, caption: Size, viewport: Size, gap = 12, margin = 12) {
  const clampLeft = (left: number) => Math.min(Math.max(margin, left), Math.max(margin, viewport.width - caption.width - margin));
  const clampTop = (top: number) => Math.min(Math.max(margin, top), Math.max(margin, viewport.height - caption.height - margin));
  if (!hole) {
    return {
      top: clampTop((viewport.height - caption.height) / 2),
      left: clampLeft((viewport.width - caption.width) / 2),
      placement: 'center' as const,
    };
  }
  const left = clampLeft(hole.left + hole.width / 2 - caption.width / 2);
  const below = hole.top + hole.height + gap;
  if (below + caption.height + margin <= viewport.height) return { top: below, left, placement: 'below' as const };
  const above = hole.top - gap - caption.height;
  if (above >= margin) return { top: above, left, placement: 'above' as const };
  return { top: clampTop(hole.top + hole.height - caption.height - gap), left, placement: 'over' as const };
}

/** True when two rects are the same to the pixel (the spotlight only re-renders when its target moved). */
export const sameRect = (a: Rect | null, b: Rect | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    Math.round(a.top) === Math.round(b.top) &&
    Math.round(a.left) === Math.round(b.left) &&
    Math.round(a.width) === Math.round(b.width) &&
    Math.round(a.height) === Math.round(b.height));

/** The prompt the tour suggests: the project's own first suggestion, else one that fits any footage. */
export const tourPrompt = (suggestions: readonly string[]): string =>
  suggestions[0]?.trim() || 'Make me a 30-second highlight';
