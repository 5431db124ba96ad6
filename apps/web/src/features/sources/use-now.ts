import { timingsMs } from '@otto/shared/constants';
import { useEffect, useState } from 'react';

/** The current time, refreshed every 100 ms while `active` (spec: the 'Time left' label's refresh rate). */
export function useNow(active: boolean, intervalMs: number = timingsMs.countdownRefresh): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
