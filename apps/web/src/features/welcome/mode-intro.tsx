import { timingsMs } from '@otto/shared/constants';
import type { ProjectMode } from '@otto/shared/modes';
import { useState } from 'react';
import { IntroCard } from './intro-card';
import { useAvailableLanguages } from '../import/transcription.queries';
import { hasSeenModeIntro, modeIntroFor, modeIntroSeenCookie } from './mode-intro.fns';

/**
 * The intro of the mode a project opens in: 1 s after it opens, until it has been played once
 * for that mode (cookie hasSeenModeIntroVideo, spec chat §2).
 */
export function ModeIntro({ mode }: { mode: ProjectMode }) {
  const [seen] = useState(() => hasSeenModeIntro(document.cookie, mode));
  const available = useAvailableLanguages();
  if (seen) return null;
  const intro = modeIntroFor(mode, available);
  return (
    <IntroCard
      key={mode}
      testId="mode-intro"
      caption={intro.title}
      steps={intro.steps}
      delayMs={timingsMs.introVideoDelay}
      onPlayed={() => (document.cookie = modeIntroSeenCookie(document.cookie, mode))}
    />
  );
}
