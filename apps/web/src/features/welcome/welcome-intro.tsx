import { timingsMs } from '@otto/shared/constants';
import { useState } from 'react';
import { IntroCard } from './intro-card';
import { introVideo } from './intros';
import { hasSeenWelcome, welcomeSeenCookie } from './welcome.fns';

const steps = [
  { title: 'Import', text: 'Add your footage; Otto transcribes it.' },
  { title: 'Ask', text: 'Describe the edit you want in the chat.' },
  { title: 'Export', text: 'Open it in Premiere, Resolve or Final Cut.' },
] as const;

/**
 * The welcome video for first-time visitors: a chat message 3 s after load while the
 * hasSeenWelcomeMessage cookie is absent; the cookie is set once the video plays (spec chat §2).
 */
export function WelcomeIntro() {
  const [seen] = useState(() => hasSeenWelcome(document.cookie));
  const video = introVideo('welcome');
  if (seen || !video) return null;
  return (
    <IntroCard
      testId="welcome-message"
      video={video}
      steps={steps}
      delayMs={timingsMs.welcomeMessageDelay}
      onPlayed={() => (document.cookie = welcomeSeenCookie())}
    />
  );
}
