import { timingsMs } from '@otto/shared/constants';
import { introForMode } from '@otto/shared/intros';
import type { ProjectMode } from '@otto/shared/modes';
import { useState } from 'react';
import { IntroCard } from './intro-card';
import { introVideo } from './intros';
import { useAvailableLanguages } from '../import/transcription.queries';
import { hasSeenModeIntro, modeIntroFor, modeIntroSeenCookie } from './mode-intro.fns';

/**
 * The intro video of the mode a project opens in: 1 s after it opens, until it has been played once
 * for that mode (cookie hasSeenModeIntroVideo, spec chat §2).
 */
export function ModeIntro({ mode }: { mode: ProjectMode }) {
  const [seen] = useState(() => hasSeenModeIntro(document.cookie, mode));
  const available = useAvailableLanguages();
  const video = introVideo(introForMode[mode]);
  if (seen || !video) return null;
  return (
    <IntroCard
      key={mode}
      testId="mode-intro"
      video={video}
      steps={modeIntroFor(mode, available).steps}
      delayMs={timingsMs.introVideoDelay}
      onPlayed={() => (document.cookie = modeIntroSeenCookie(document.cookie, mode))}
    />
  );
}
