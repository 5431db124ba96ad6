import { timingsMs } from '@otto/shared/constants';
import { type JobEvent, jobEventSchema } from '@otto/shared/jobs';

/** Spec (chat §4, §7): on a stream error the client reconnects after 1 s. */
export const JOB_EVENTS_RECONNECT_MS = timingsMs.jobStreamReconnect;

/** The slice of the browser's EventSource this module uses, so tests can inject a fake. */
export interface EventSourceLike {
  onmessage: ((event: { data: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface JobEventsDeps {
  createEventSource?: EventSourceFactory;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  baseUrl?: string;
  onInvalid?: (data: string) => void;
}

export interface JobEventsQuery {
  jobId?: string;
  projectId: string;
}

export function jobEventsUrl(query: JobEventsQuery, baseUrl = '/api'): string {
  const params = new URLSearchParams();
  if (query.jobId) params.set('job_id', query.jobId);
  params.set('project_id', query.projectId);
  return `${baseUrl}/jobs/events?${params.toString()}`;
}

/**
 * Follows the job stream for a project (optionally one job). Returns the unsubscribe function.
 * The browser's own EventSource retry is bypassed: we close on error and reopen after exactly 1 s, as the spec says.
 */
export function subscribeJobEvents(query: JobEventsQuery, onEvent: (event: JobEvent) => void, deps: JobEventsDeps = {}): () => void {
  const createEventSource: EventSourceFactory =
    deps.createEventSource ?? ((url) => new EventSource(url, { withCredentials: true }) as unknown as EventSourceLike);
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const onInvalid = deps.onInvalid ?? ((data) => console.warn('Ignoring malformed job event', data));
  const url = jobEventsUrl(query, deps.baseUrl);

  let source: EventSourceLike | null = null;
  let retry: unknown = null;
  let stopped = false;

  const open = () => {
    retry = null;
    if (stopped) return;
    const current = createEventSource(url);
    source = current;
    current.onmessage = (message) => {
      const parsed = parseJobEvent(message.data);
      if (parsed) onEvent(parsed);
      else onInvalid(message.data);
    };
    current.onerror = () => {
      if (source !== current) return;
      current.close();
      source = null;
      if (!stopped && retry === null) retry = schedule(open, JOB_EVENTS_RECONNECT_MS);
    };
  };

  open();

  return () => {
    stopped = true;
    if (retry !== null) cancel(retry);
    retry = null;
    source?.close();
    source = null;
  };
}

export function parseJobEvent(data: string): JobEvent | null {
  try {
    const result = jobEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
