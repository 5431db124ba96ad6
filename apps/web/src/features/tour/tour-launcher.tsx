import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { GuidedTour, type GuidedTourProps } from './guided-tour';
import { rememberTourEnd, readTourMemory } from './tour-memory';
import { shouldStartTour, tourParam } from './tour.fns';

export interface TourLauncherProps extends Omit<GuidedTourProps, 'onEnd'> {
  /** The project is on screen: the tour starts only then, so its first step finds the page it explains. */
  ready: boolean;
}

/**
 * Starts the guided tour on a project opened with `?tour=1`, unless this browser finished or skipped it
 * before. Its end is remembered and the parameter dropped, so a reload does not bring it back.
 */
export function TourLauncher({ ready, ...tour }: TourLauncherProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(tourParam);
  const [ended, setEnded] = useState(false);
  const running = ready && !ended && shouldStartTour(asked, readTourMemory());

  const end: GuidedTourProps['onEnd'] = (status) => {
    rememberTourEnd(status);
    setEnded(true);
    setParams((p) => (p.delete(tourParam), p), { replace: true });
  };

  return running ? <GuidedTour {...tour} onEnd={end} /> : null;
}
