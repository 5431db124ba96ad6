import { useEffect, useLayoutEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import {
  captionPosition,
  initialTourState,
  nextLabel,
  playLabel,
  spotlightRect,
  stepCounter,
  stepText,
  tourKeyAction,
  tourReducer,
  tourSteps,
  type Rect,
  type Size,
  type TourAction,
  type TourStatus,
} from './tour.fns';
import { pressPlay, useTourTarget } from './use-tour-target';

export interface GuidedTourProps {
  /** The prompt the 'Ask for an edit' step offers. */
  suggestedPrompt: string;
  /** The project can take a prompt now (footage imported, nothing else on its way). */
  canSend: boolean;
  /** A rough-cut project: its edits are rough cuts, and some steps say so. */
  roughCut?: boolean;
  onSendPrompt(prompt: string): void;
  onEnd(status: Exclude<TourStatus, 'running'>): void;
}

function useViewport(): Size {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const onResize = () => setSize(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * The guided tour over a project's chat: each step dims the page but for its target (a spotlight) and
 * explains it in a caption. Next, Back and Skip, or → / Enter, ← and Esc; focus stays in the caption.
 */
export function GuidedTour({ suggestedPrompt, canSend, roughCut = false, onSendPrompt, onEnd }: GuidedTourProps) {
  const [state, dispatch] = useReducer((s: typeof initialTourState, a: TourAction) => tourReducer(s, a), initialTourState);
  const step = tourSteps[state.index] ?? tourSteps[0]!;
  const text = stepText(step, roughCut);
  const target = useTourTarget(step.target);
  const play = step.plays && step.target && target ? playLabel(target.playing) : null;
  const viewport = useViewport();
  const card = useRef<HTMLDivElement>(null);
  const [cardSize, setCardSize] = useState<Size>({ width: 360, height: 200 });
  const hole = target ? spotlightRect(target.rect, viewport) : null;
  const waiting = step.target !== null && !target;

  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });
  useEffect(() => {
    if (state.status !== 'running') ended.current(state.status);
  }, [state.status]);

  // Focus goes to the caption at each step (screen readers read its title), and back where it was after.
  useEffect(() => {
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  useEffect(() => card.current?.focus(), [state.index]);

  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    const measure = () => setCardSize({ width: element.offsetWidth, height: element.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const focused = event.target instanceof Element ? event.target : null;
      const inTour = !focused || focused === document.body || Boolean(card.current?.contains(focused));
      const action = tourKeyAction(event.key, { inTour, onButton: focused?.tagName === 'BUTTON' });
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (state.status !== 'running') return null;
  const position = captionPosition(hole, cardSize, viewport);
  const titleId = `tour-title-${step.id}`;
  const bodyId = `tour-body-${step.id}`;

  return createPortal(
    // The layer itself lets clicks through: its panes, caption and (unless the step invites clicks) hole catch them.
    <div data-testid="tour-overlay" className="pointer-events-none fixed inset-0 z-[60]">
      <Dim hole={hole} viewport={viewport} passThrough={Boolean(step.offersPrompt || step.plays)} />
      <div
        ref={card}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-testid="tour"
        data-step={step.id}
        data-placement={position.placement}
        style={{ top: position.top, left: position.left }}
        className="pointer-events-auto fixed w-[min(360px,calc(100vw-24px))] rounded-xl border border-line bg-panel p-4 shadow-2xl shadow-black/50 focus:outline-none"
        onKeyDown={(event) => trapTab(event, card.current)}
      >
        <p data-testid="tour-counter" className="text-[11px] font-medium tracking-wide text-faint uppercase">
          {stepCounter(state.index)}
        </p>
        <h2 id={titleId} className="mt-1 text-base font-semibold text-ink">
          {text.title}
        </h2>
        <p id={bodyId} data-testid="tour-body" className="mt-1 text-sm text-muted">
          {waiting && text.waiting ? text.waiting : text.body}
        </p>
        {step.offersPrompt && (
          <div className="mt-3 rounded-lg border border-line bg-raised p-3">
            <p className="text-xs text-faint">Try this prompt</p>
            <p data-testid="tour-prompt" className="mt-0.5 text-sm text-ink">
              “{suggestedPrompt}”
            </p>
            <button
              type="button"
              data-testid="tour-send-prompt"
              className="btn-secondary mt-2 h-8 px-3 text-xs"
              disabled={!canSend}
              onClick={() => {
                onSendPrompt(suggestedPrompt);
                dispatch('next');
              }}
            >
              Send this prompt
            </button>
            {!canSend && <p className="mt-1 text-xs text-faint">You can send it once your footage is imported.</p>}
          </div>
        )}
        <div className="mt-4 flex items-center gap-2">
          {play && step.target && (
            <button
              type="button"
              data-testid="tour-play"
              className="btn-secondary h-8 px-3 text-sm"
              onClick={() => step.target && pressPlay(step.target)}
            >
              {play}
            </button>
          )}
          <button type="button" data-testid="tour-skip" className="btn-ghost h-8 px-2 text-xs" onClick={() => dispatch('skip')}>
            Skip tour
          </button>
          <button
            type="button"
            data-testid="tour-back"
            className="btn-secondary ml-auto h-8 px-3 text-sm"
            disabled={state.index === 0}
            aria-keyshortcuts="ArrowLeft"
            onClick={() => dispatch('back')}
          >
            Back
          </button>
          <button
            type="button"
            data-testid="tour-next"
            className="btn-primary h-8 px-3 text-sm"
            aria-keyshortcuts="ArrowRight Enter"
            onClick={() => dispatch('next')}
          >
            {nextLabel(state.index)}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/**
 * The dimmed page: four panes around the hole catch clicks, so the page under them waits for the tour;
 * the hole itself is clickable only where the step invites it (typing a prompt in the chat bar, playing
 * the edit or clicking its segments).
 */
function Dim({ hole, viewport, passThrough }: { hole: Rect | null; viewport: Size; passThrough: boolean }) {
  const pane = 'pointer-events-auto absolute bg-black/60';
  if (!hole) return <div aria-hidden="true" className={`${pane} inset-0`} />;
  const bottom = hole.top + hole.height;
  const right = hole.left + hole.width;
  const panes: CSSProperties[] = [
    { top: 0, left: 0, width: viewport.width, height: hole.top },
    { top: bottom, left: 0, width: viewport.width, height: Math.max(0, viewport.height - bottom) },
    { top: hole.top, left: 0, width: hole.left, height: hole.height },
    { top: hole.top, left: right, width: Math.max(0, viewport.width - right), height: hole.height },
  ];
  return (
    <div aria-hidden="true">
      {panes.map((style, i) => (
        <div key={i} className={pane} style={style} />
      ))}
      <div
        data-testid="tour-spotlight"
        className={`absolute rounded-lg ring-2 ring-accent ${passThrough ? 'pointer-events-none' : 'pointer-events-auto'}`}
        style={{ top: hole.top, left: hole.left, width: hole.width, height: hole.height }}
      />
    </div>
  );
}

/** Tab and Shift+Tab go round the caption's buttons instead of leaving for the dimmed page. */
function trapTab(event: React.KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>('button:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
