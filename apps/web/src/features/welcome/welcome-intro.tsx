import { timingsMs } from '@otto/shared/constants';
import { useEffect, useState } from 'react';
import { BotBubble } from '../chat/message-view';
import { CloseIcon, FilmIcon, PlayIcon, SendIcon, SparkIcon } from '../../ui/icons';
import { hasSeenWelcome, welcomeSeenCookie } from './welcome.fns';

const steps = [
  { icon: FilmIcon, title: 'Import', text: 'Add your footage; Otto transcribes it.' },
  { icon: SparkIcon, title: 'Ask', text: 'Describe the edit you want in the chat.' },
  { icon: SendIcon, title: 'Export', text: 'Open it in Premiere, Resolve or Final Cut.' },
] as const;

function markSeen() {
  document.cookie = welcomeSeenCookie();
}

/**
 * The intro for first-time visitors: it arrives as a chat message 3 s after load when the
 * hasSeenWelcomeMessage cookie is absent; playing the intro or dismissing it sets the cookie.
 */
export function WelcomeIntro() {
  const [visible, setVisible] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [shownSteps, setShownSteps] = useState(0);

  useEffect(() => {
    if (hasSeenWelcome(document.cookie)) return;
    const timer = setTimeout(() => setVisible(true), timingsMs.welcomeMessageDelay);
    return () => clearTimeout(timer);
  }, []);

  // The intro reveals one step per 300 ms (the spec's icon animation pace).
  useEffect(() => {
    if (!playing || shownSteps >= steps.length) return;
    const timer = setTimeout(() => setShownSteps((n) => n + 1), timingsMs.introAnimationPerIcon);
    return () => clearTimeout(timer);
  }, [playing, shownSteps]);

  if (!visible) return null;
  const play = () => {
    markSeen();
    setShownSteps(0);
    setPlaying(true);
  };
  const dismiss = () => {
    markSeen();
    setVisible(false);
  };

  return (
    <div data-testid="welcome-message" className="animate-toast-in">
      <BotBubble wide>
        <div className="relative overflow-hidden rounded-xl border border-line bg-gradient-to-br from-raised to-panel">
          <button type="button" aria-label="Dismiss welcome" className="absolute top-2 right-2 z-10 rounded p-1.5 text-faint hover:bg-hover hover:text-ink" onClick={dismiss}>
            <CloseIcon />
          </button>
          <div className="flex aspect-[16/6] flex-col items-center justify-center gap-4 px-6">
            {playing ? (
              <ol className="grid w-full max-w-lg grid-cols-3 gap-3" aria-label="How Otto works">
                {steps.map((step, i) => (
                  <li
                    key={step.title}
                    className={`flex flex-col items-center gap-2 text-center transition-all duration-300 ${i < shownSteps ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0'}`}
                  >
                    <span className="grid h-11 w-11 place-items-center rounded-full bg-accent/15 text-accent">
                      <step.icon width={20} height={20} />
                    </span>
                    <span className="text-sm font-medium text-ink">{step.title}</span>
                    <span className="text-xs text-muted">{step.text}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <>
                <button
                  type="button"
                  data-testid="welcome-play"
                  aria-label="Play the introduction"
                  onClick={play}
                  className="grid h-14 w-14 place-items-center rounded-full bg-accent text-accent-ink shadow-lg shadow-accent/30 transition-transform hover:scale-105"
                >
                  <PlayIcon width={22} height={22} />
                </button>
                <p className="text-sm text-muted">Welcome to Otto: see how it works in 3 steps.</p>
              </>
            )}
          </div>
        </div>
      </BotBubble>
    </div>
  );
}
