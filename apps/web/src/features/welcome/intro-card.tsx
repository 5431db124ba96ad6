import { timingsMs } from '@otto/shared/constants';
import { useEffect, useState, type ComponentType, type SVGProps } from 'react';
import { BotBubble } from '../chat/message-view';
import { CloseIcon, FilmIcon, PlayIcon, SendIcon, SparkIcon } from '../../ui/icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
const stepIcons: readonly [Icon, Icon, Icon] = [FilmIcon, SparkIcon, SendIcon];

export interface IntroStep {
  title: string;
  text: string;
}

/**
 * An intro that arrives as a chat message `delayMs` after it mounts: a play button that reveals
 * three steps one per 300 ms (the spec's icon pace). Playing it calls `onPlayed`, where the caller
 * remembers it was seen; closing only hides it for now.
 */
export function IntroCard({
  testId,
  caption,
  steps,
  delayMs,
  onPlayed,
}: {
  testId: string;
  caption: string;
  steps: readonly IntroStep[];
  delayMs: number;
  onPlayed(): void;
}) {
  const [visible, setVisible] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [shownSteps, setShownSteps] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  useEffect(() => {
    if (!playing || shownSteps >= steps.length) return;
    const timer = setTimeout(() => setShownSteps((n) => n + 1), timingsMs.introAnimationPerIcon);
    return () => clearTimeout(timer);
  }, [playing, shownSteps, steps.length]);

  if (!visible) return null;
  const play = () => {
    onPlayed();
    setShownSteps(0);
    setPlaying(true);
  };

  return (
    <div data-testid={testId} className="animate-toast-in">
      <BotBubble wide>
        <div className="relative overflow-hidden rounded-xl border border-line bg-gradient-to-br from-raised to-panel">
          <button
            type="button"
            aria-label="Dismiss"
            data-testid={`${testId}-dismiss`}
            className="absolute top-2 right-2 z-10 rounded p-1.5 text-faint hover:bg-hover hover:text-ink"
            onClick={() => setVisible(false)}
          >
            <CloseIcon />
          </button>
          <div className="flex aspect-[16/6] flex-col items-center justify-center gap-4 px-6">
            {playing ? (
              <ol className="grid w-full max-w-lg grid-cols-3 gap-3" aria-label={caption}>
                {steps.map((step, i) => {
                  const StepIcon = stepIcons[i % stepIcons.length]!;
                  return (
                    <li
                      key={step.title}
                      className={`flex flex-col items-center gap-2 text-center transition-all duration-300 ${i < shownSteps ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0'}`}
                    >
                      <span className="grid h-11 w-11 place-items-center rounded-full bg-accent/15 text-accent">
                        <StepIcon width={20} height={20} />
                      </span>
                      <span className="text-sm font-medium text-ink">{step.title}</span>
                      <span className="text-xs text-muted">{step.text}</span>
                    </li>
                  );
                })}
              </ol>
            ) : (
              <>
                <button
                  type="button"
                  data-testid={`${testId}-play`}
                  aria-label={`Play: ${caption}`}
                  onClick={play}
                  className="grid h-14 w-14 place-items-center rounded-full bg-accent text-accent-ink shadow-lg shadow-accent/30 transition-transform hover:scale-105"
                >
                  <PlayIcon width={22} height={22} />
                </button>
                <p className="text-sm text-muted">{caption}</p>
              </>
            )}
          </div>
        </div>
      </BotBubble>
    </div>
  );
}
