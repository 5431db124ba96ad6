import { timingsMs } from '@otto/shared/constants';
import { formatClock } from '@otto/shared/clock';
import { useEffect, useRef, useState, type ComponentType, type SVGProps } from 'react';
import { BotBubble } from '../chat/message-view';
import { CloseIcon, FilmIcon, PlayIcon, SendIcon, SparkIcon } from '../../ui/icons';
import type { IntroVideo } from './intros';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;
const stepIcons: readonly [Icon, Icon, Icon] = [FilmIcon, SparkIcon, SendIcon];

export interface IntroStep {
  title: string;
  text: string;
}

/**
 * An intro that arrives as a chat message `delayMs` after it mounts: the recorded video with its
 * captions, and the three steps it shows appearing one per 300 ms (the spec's icon pace). The video
 * starting calls `onPlayed`, where the caller remembers it was seen; closing only hides it for now.
 */
export function IntroCard({
  testId,
  video,
  steps,
  delayMs,
  onPlayed,
}: {
  testId: string;
  video: IntroVideo;
  steps: readonly IntroStep[];
  delayMs: number;
  onPlayed(): void;
}) {
  const [visible, setVisible] = useState(false);
  const [shownSteps, setShownSteps] = useState(0);
  const [started, setStarted] = useState(false);
  const player = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  useEffect(() => {
    if (!visible || shownSteps >= steps.length) return;
    const timer = setTimeout(() => setShownSteps((n) => n + 1), timingsMs.introAnimationPerIcon);
    return () => clearTimeout(timer);
  }, [visible, shownSteps, steps.length]);

  if (!visible) return null;
  return (
    <div data-testid={testId} className="animate-toast-in">
      <BotBubble wide>
        <figure className="overflow-hidden rounded-xl border border-line bg-panel">
          <div className="relative">
            <video
              ref={player}
              data-testid={`${testId}-video`}
              className="aspect-[8/5] w-full bg-black"
              poster={video.files.poster}
              controls={started}
              playsInline
              preload="metadata"
              aria-label={video.title}
              onPlay={() => {
                setStarted(true);
                onPlayed();
              }}
              onError={(e) => console.warn('Intro video error', e.currentTarget.error)}
            >
              <source src={video.files.video} type="video/webm" />
              <track kind="captions" src={video.files.captions} srcLang="en" label="English" default />
            </video>
            {!started && (
              // Until it first plays, one big button: the native controls take over from there.
              <button
                type="button"
                data-testid={`${testId}-play`}
                aria-label={`Play: ${video.title}`}
                onClick={() =>
                  void player.current?.play().catch((e: unknown) => console.warn('Intro video did not play', e))
                }
                className="absolute inset-0 m-auto grid h-14 w-14 place-items-center rounded-full bg-accent text-accent-ink shadow-lg shadow-accent/30 transition-transform hover:scale-105"
              >
                <PlayIcon width={22} height={22} />
              </button>
            )}
          </div>
          <figcaption className="flex items-start gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-ink">
                {video.title} <span className="text-faint">· {formatClock(video.durationSec)}</span>
              </p>
              <ol className="mt-2 grid grid-cols-3 gap-3" aria-label="Steps">
                {steps.map((step, i) => {
                  const StepIcon = stepIcons[i % stepIcons.length]!;
                  return (
                    <li
                      key={step.title}
                      className={`flex items-start gap-2 transition-all duration-300 ${i < shownSteps ? 'translate-y-0 opacity-100' : 'translate-y-1 opacity-0'}`}
                    >
                      <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
                        <StepIcon width={14} height={14} />
                      </span>
                      <span className="text-xs text-muted">
                        <span className="block font-medium text-ink">{step.title}</span>
                        {step.text}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </div>
            <button
              type="button"
              aria-label="Dismiss"
              data-testid={`${testId}-dismiss`}
              className="rounded p-1.5 text-faint hover:bg-hover hover:text-ink"
              onClick={() => setVisible(false)}
            >
              <CloseIcon />
            </button>
          </figcaption>
        </figure>
      </BotBubble>
    </div>
  );
}
