import { timingsMs } from '@otto/shared/constants';
import { type JobEvent, jobEventSchema } from '@otto/shared/jobs';

/** Spec (chat §4, §7): on a stream error the client reconnects after 1 s. */
export const JOB_EVENTS_RECONNECT_MS = timingsMs.jobStreamReconnect;

/** The slice of the browser's EventSource this module uses, so tests can inject a fake. */
export interface EventSourceLike {
  onopen: (() => void) | null;
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
  /**
   * Asked after a stream error: false when the server says nobody is signed in any more. An
   * EventSource cannot tell a 401 from a dropped connection, and reconnecting every second to a
   * stream that will refuse us for ever helps no one.
   */
  signedIn?: () => Promise<boolean>;
  /**
   * Called each time the stream (re)opens. Events published before it opened were not seen: a
   * page that read state earlier reads it again here (a source that went stale between the page's
   * first fetch and the stream's opening would otherwise show its old state for ever).
   */
  onOpen?: () => void;
}

/** Only a clear "no user" from the server stops the stream; a network failure keeps it trying. */
const sessionStillOpen =
  (baseUrl = '/api') =>
  async (): Promise<boolean> => {
    try {
      const response = await fetch(`${baseUrl}/auth/session`, { credentials: 'include' });
      if (!response.ok) return true;
      const body = (await response.json()) as { user?: unknown };
      return body.user !== null;
    } catch {
      return true;
    }
  };

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
export function subscribeJobEvents(
  query: JobEventsQuery,
  onEvent: (event: JobEvent) => void,
  deps: JobEventsDeps = {},
): () => void {
  const createEventSource: EventSourceFactory =
    deps.createEventSource ?? ((url) => new EventSource(url, { withCredentials: true }) as unknown as EventSourceLike);
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const onInvalid = deps.onInvalid ?? ((data) => console.warn('Ignoring malformed job event', data));
  const url = jobEventsUrl(query, deps.baseUrl);

  const signedIn = deps.signedIn ?? sessionStillOpen(deps.baseUrl);
  let source: EventSourceLike | null = null;
  let retry: unknown = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    if (retry !== null) cancel(retry);
    retry = null;
    source?.close();
    source = null;
  };

  const open = () => {
    retry = null;
    if (stopped) return;
    const current = createEventSource(url);
    source = current;
    current.onopen = () => {
      if (source === current) deps.onOpen?.();
    };
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
      // Beside the reconnect: a signed-out browser stops asking.
      void signedIn().then((yes) => {
        if (!yes) stop();
      });
    };
  };

  open();

  return stop;
}

export function parseJobEvent(data: string): JobEvent | null {
  try {
    const result = jobEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
