import type { AnalyticsEventName, AnalyticsProps, TrackEventBody } from '@otto/shared/api/analytics';
import { apiBaseUrl } from '../api/client';
import { browserStorage } from './browser-storage';

export interface AnalyticsTransport {
  baseUrl: string;
  navigator?: { sendBeacon?(url: string, data: Blob): boolean };
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export type Track = (name: AnalyticsEventName, props?: AnalyticsProps, projectId?: string) => void;

/**
 * Fire-and-forget product events to Otto's own server. A beacon survives the page closing (an
 * upload aborted by leaving); fetch with keepalive is the fallback. Analytics must never break
 * or slow the app, so nothing here throws or is awaited.
 *
 * Props are sizes, counts, codes and formats only: never file names or prompt text.
 */
export function createTracker(transport: AnalyticsTransport): Track {
  const url = `${transport.baseUrl}/analytics/events`;
  return (name, props, projectId) => {
    const body: TrackEventBody = { name, ...(projectId && { project_id: projectId }), ...(props && { props }) };
    const json = JSON.stringify(body);
    try {
      if (transport.navigator?.sendBeacon?.(url, new Blob([json], { type: 'application/json' }))) return;
      void transport
        .fetch?.(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: json,
          credentials: 'include',
          keepalive: true,
        })
        .catch(() => undefined);
    } catch {
      // A blocked beacon or fetch (extensions, sandboxed frames) just loses the event.
    }
  };
}

/** In the browser: this page's beacon and fetch. Elsewhere (unit tests, SSR): a no-op. */
export const track: Track = createTracker(
  typeof window === 'undefined'
    ? { baseUrl: '/api' }
    : {
        baseUrl: apiBaseUrl(browserStorage()),
        navigator: window.navigator.sendBeacon
          ? { sendBeacon: (u, d) => window.navigator.sendBeacon(u, d) }
          : undefined,
        fetch: (u, init) => window.fetch(u, init),
      },
);
