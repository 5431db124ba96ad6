import type { JobEvent } from '@otto/shared/jobs';
import { subscribeJobEvents, type JobEventsDeps, type JobEventsQuery } from './job-events';

type Listener = (event: JobEvent) => void;
type Subscribe = (query: JobEventsQuery, onEvent: Listener, deps: Pick<JobEventsDeps, 'onOpen'>) => () => void;

/**
 * One event stream per project, however many parts of the page follow it. Over HTTP/1.1 a
 * browser keeps six connections per host; each open stream holds one, and every export in flight
 * needs its own, so the page's listeners share one. Export jobs keep their own stream because the
 * server replays a job's stored state to whoever subscribes by job id.
 */
export function createProjectEvents(subscribe: Subscribe = subscribeJobEvents) {
  const streams = new Map<string, { listeners: Set<Listener>; openers: Set<() => void>; close: () => void }>();

  /** `onOpen` runs whenever the shared stream (re)opens: what was read before it may be stale. */
  return function listenProjectEvents(projectId: string, onEvent: Listener, onOpen?: () => void): () => void {
    let stream = streams.get(projectId);
    if (!stream) {
      const listeners = new Set<Listener>();
      const openers = new Set<() => void>();
      // Copy before calling out: a listener may unsubscribe itself or another while handling.
      const close = subscribe({ projectId }, (event) => [...listeners].forEach((listener) => listener(event)), {
        onOpen: () => [...openers].forEach((opened) => opened()),
      });
      stream = { listeners, openers, close };
      streams.set(projectId, stream);
    }
    const own = stream;
    // Wrapped so the same function passed twice counts as two listeners, each removed once.
    const listener: Listener = (event) => onEvent(event);
    const opener = () => onOpen?.();
    own.listeners.add(listener);
    own.openers.add(opener);
    return () => {
      own.openers.delete(opener);
      if (!own.listeners.delete(listener) || own.listeners.size > 0) return;
      own.close();
      if (streams.get(projectId) === own) streams.delete(projectId);
    };
  };
}

export const listenProjectEvents = createProjectEvents();
