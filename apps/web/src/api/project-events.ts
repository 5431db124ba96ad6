import type { JobEvent } from '@otto/shared/jobs';
import { subscribeJobEvents, type JobEventsQuery } from './job-events';

type Listener = (event: JobEvent) => void;
type Subscribe = (query: JobEventsQuery, onEvent: Listener) => () => void;

/**
 * One event stream per project, however many parts of the page follow it. Over HTTP/1.1 a
 * browser keeps six connections per host; each open stream holds one, and every export in flight
 * needs its own, so the page's listeners share one. Export jobs keep their own stream because the
 * server replays a job's stored state to whoever subscribes by job id.
 */
export function createProjectEvents(subscribe: Subscribe = subscribeJobEvents) {
  const streams = new Map<string, { listeners: Set<Listener>; close: () => void }>();

  return function listenProjectEvents(projectId: string, onEvent: Listener): () => void {
    let stream = streams.get(projectId);
    if (!stream) {
      const listeners = new Set<Listener>();
      // Copy before calling out: a listener may unsubscribe itself or another while handling.
      const close = subscribe({ projectId }, (event) => [...listeners].forEach((listener) => listener(event)));
      stream = { listeners, close };
      streams.set(projectId, stream);
    }
    const own = stream;
    // Wrapped so the same function passed twice counts as two listeners, each removed once.
    const listener: Listener = (event) => onEvent(event);
    own.listeners.add(listener);
    return () => {
      if (!own.listeners.delete(listener) || own.listeners.size > 0) return;
      own.close();
      if (streams.get(projectId) === own) streams.delete(projectId);
    };
  };
}

export const listenProjectEvents = createProjectEvents();
