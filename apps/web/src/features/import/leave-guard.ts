import { leavePageQuestion } from '@otto/shared/constants';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** While imports are queued, leaving (closing the tab or navigating away) asks first: leaving cancels them. */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this text; current ones show their own wording.
      event.returnValue = leavePageQuestion;
      return leavePageQuestion;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(leavePageQuestion)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
