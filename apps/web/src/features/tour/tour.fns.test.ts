import { describe, expect, it } from 'vitest';
import {
  captionPosition,
  initialTourState,
  nextLabel,
  playLabel,
  shouldStartTour,
  spotlightRect,
  stepCounter,
  stepText,
  tourKeyAction,
  tourPrompt,
  tourReducer,
  tourSteps,
  type TourAction,
} from './tour.fns';

const run = (...actions: TourAction[]) => actions.reduce((s, a) => tourReducer(s, a), initialTourState);

describe('tour steps', () => {
  it('walks import status, the first prompt, the player, the export menu and the settings in 5 to 7 steps', () => {
    expect(tourSteps.length).toBeGreaterThanOrEqual(5);
    expect(tourSteps.length).toBeLessThanOrEqual(7);
    expect(tourSteps.map((s) => s.target).filter(Boolean)).toEqual(['import-status', 'prompt', 'player', 'export', 'settings']);
    expect(tourSteps.find((s) => s.target === 'prompt')?.offersPrompt).toBe(true);
  });

  it('says what brings a target that may not be there yet', () => {
    for (const target of ['import-status', 'player', 'export'] as const) {
      expect(tourSteps.find((s) => s.target === target)?.waiting).toBeTruthy();
    }
  });

  it('on a rough-cut project, the player step speaks of the rough cut and its strip; the others are unchanged', () => {
    const player = tourSteps.find((s) => s.target === 'player')!;
    expect(player.plays).toBe(true);
    expect(stepText(player, false)).toEqual({ title: player.title, body: player.body, waiting: player.waiting });
    const rough = stepText(player, true);
    expect(rough.title).toBe('Preview the rough cut');
    expect(rough.body).toMatch(/strip/);
    expect(rough.waiting).toMatch(/Approve it/);
    const settings = tourSteps.find((s) => s.target === 'settings')!;
    expect(stepText(settings, true)).toEqual(stepText(settings, false));
  });

  it('offers Play while the target can play, Pause while it plays', () => {
    expect(playLabel(null)).toBeNull();
    expect(playLabel(false)).toBe('Play');
    expect(playLabel(true)).toBe('Pause');
  });

  it('counts steps as "2 of 6" and names the last forward button Finish', () => {
    expect(stepCounter(1, 6)).toBe('2 of 6');
    expect(nextLabel(0, 6)).toBe('Next');
    expect(nextLabel(5, 6)).toBe('Finish');
  });
});

describe('moving through the tour', () => {
  it('goes forward and back, never before the first step', () => {
    expect(run('next', 'next')).toEqual({ index: 2, status: 'running' });
    expect(run('next', 'back')).toEqual({ index: 0, status: 'running' });
    expect(run('back')).toEqual({ index: 0, status: 'running' });
  });

  it('finishes on Next at the last step', () => {
    const last = Array<TourAction>(tourSteps.length - 1).fill('next');
    expect(run(...last)).toEqual({ index: tourSteps.length - 1, status: 'running' });
    expect(run(...last, 'next')).toEqual({ index: tourSteps.length - 1, status: 'finished' });
  });

  it('skips from any step, and an ended tour stays ended', () => {
    expect(run('next', 'skip')).toEqual({ index: 1, status: 'skipped' });
    expect(run('skip', 'next', 'back')).toEqual({ index: 0, status: 'skipped' });
  });
});

describe('keys', () => {
  const inTour = { inTour: true, onButton: false };
  it('→ and Enter go on, ← goes back, Esc skips', () => {
    expect(tourKeyAction('ArrowRight', inTour)).toBe('next');
    expect(tourKeyAction('Enter', inTour)).toBe('next');
    expect(tourKeyAction('ArrowLeft', inTour)).toBe('back');
    expect(tourKeyAction('Escape', inTour)).toBe('skip');
    expect(tourKeyAction('a', inTour)).toBeNull();
  });

  it('leaves Enter to a focused tour button and keys elsewhere on the page to what has focus', () => {
    expect(tourKeyAction('Enter', { inTour: true, onButton: true })).toBeNull();
    expect(tourKeyAction('ArrowRight', { inTour: true, onButton: true })).toBe('next');
    expect(tourKeyAction('ArrowLeft', { inTour: false, onButton: false })).toBeNull();
    expect(tourKeyAction('Escape', { inTour: false, onButton: false })).toBeNull();
  });
});

describe('starting', () => {
  it('starts on ?tour=1 unless finished or skipped before', () => {
    expect(shouldStartTour('1', null)).toBe(true);
    expect(shouldStartTour('1', 'finished')).toBe(false);
    expect(shouldStartTour('1', 'skipped')).toBe(false);
    expect(shouldStartTour(null, null)).toBe(false);
    expect(shouldStartTour('0', null)).toBe(false);
  });

  it("suggests the project's own first prompt, or one that fits any footage", () => {
    expect(tourPrompt(['Find the best topics', 'x'])).toBe('Find the best topics');
    expect(tourPrompt([])).toBe('Make me a 30-second highlight');
    expect(tourPrompt(['  '])).toBe('Make me a 30-second highlight');
  });
});

describe('placement', () => {
  const viewport = { width: 1000, height: 800 };
  const caption = { width: 300, height: 150 };

  it('pads the spotlight around its target and keeps it on screen', () => {
    expect(spotlightRect({ top: 100, left: 100, width: 200, height: 50 }, viewport)).toEqual({
      top: 92,
      left: 92,
      width: 216,
      height: 66,
    });
    expect(spotlightRect({ top: -20, left: 950, width: 100, height: 40 }, viewport)).toEqual({
      top: 0,
      left: 942,
      width: 58,
      height: 28,
    });
  });

  it('puts the caption under the hole, else above it, else over it; centred without a hole', () => {
    const high = captionPosition({ top: 50, left: 100, width: 200, height: 50 }, caption, viewport);
    expect(high).toEqual({ top: 112, left: 50, placement: 'below' });
    const low = captionPosition({ top: 700, left: 400, width: 200, height: 60 }, caption, viewport);
    expect(low).toEqual({ top: 538, left: 350, placement: 'above' });
    const tall = captionPosition({ top: 20, left: 0, width: 1000, height: 760 }, caption, viewport);
    expect(tall.placement).toBe('over');
    expect(tall.top + caption.height).toBeLessThanOrEqual(viewport.height);
    expect(captionPosition(null, caption, viewport)).toEqual({ top: 325, left: 350, placement: 'center' });
  });

  it('keeps the caption inside the screen at the edges', () => {
    const right = captionPosition({ top: 50, left: 900, width: 100, height: 40 }, caption, viewport);
    expect(right.left).toBe(viewport.width - caption.width - 12);
    const left = captionPosition({ top: 50, left: 0, width: 40, height: 40 }, caption, viewport);
    expect(left.left).toBe(12);
  });
});
