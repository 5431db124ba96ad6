import type { JobEvent } from '@otto/shared/jobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, JOB_EVENTS_RECONNECT_MS, jobEventsUrl, subscribeJobEvents } from './job-events';

class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  fail() {
    this.onerror?.(new Error('stream dropped'));
  }
}

const projectId = '8d7e6b43-53a8-4c8b-9a07-1b35c2a0f0b1';
const event: JobEvent = { jobId: 'job-1', projectId, kind: 'export', status: 'progress', progress: 0.5, at: 1 };

function subscribe(onEvent = vi.fn(), onInvalid = vi.fn(), signedIn = async () => true) {
  const stop = subscribeJobEvents({ jobId: 'job-1', projectId }, onEvent, {
    createEventSource: (url) => new FakeEventSource(url),
    onInvalid,
    signedIn,
  });
  return { stop, onEvent, onInvalid };
}

describe('subscribeJobEvents', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the job stream for the project and job', () => {
    subscribe();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]?.url).toBe(`/api/jobs/events?job_id=job-1&project_id=${projectId}`);
    expect(jobEventsUrl({ projectId })).toBe(`/api/jobs/events?project_id=${projectId}`);
  });

  it('delivers parsed job events and skips malformed ones', () => {
    const { onEvent, onInvalid } = subscribe();
    FakeEventSource.opened[0]?.emit(event);
    FakeEventSource.opened[0]?.emit('not json');
    FakeEventSource.opened[0]?.emit({ status: 'bogus' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(event);
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });

  it('closes on error and reconnects after exactly one second', () => {
    const { onEvent } = subscribe();
    const first = FakeEventSource.opened[0]!;
    first.fail();
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(JOB_EVENTS_RECONNECT_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]?.emit(event);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(JOB_EVENTS_RECONNECT_MS).toBe(1000);
  });

  it('says each time the stream opens, the first time and after a reconnect, so the page reads what it missed', () => {
    const onOpen = vi.fn();
    subscribeJobEvents({ projectId }, vi.fn(), {
      createEventSource: (url) => new FakeEventSource(url),
      signedIn: async () => true,
      onOpen,
    });
    const first = FakeEventSource.opened[0]!;
    first.onopen?.();
    expect(onOpen).toHaveBeenCalledTimes(1);
    first.fail();
    first.onopen?.(); // a late open of the closed stream is not news
    vi.advanceTimersByTime(JOB_EVENTS_RECONNECT_MS);
    FakeEventSource.opened[1]!.onopen?.();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('schedules one reconnect even when the stream reports several errors', () => {
    subscribe();
    FakeEventSource.opened[0]?.fail();
    FakeEventSource.opened[0]?.fail();
    vi.advanceTimersByTime(5 * JOB_EVENTS_RECONNECT_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('keeps reconnecting after repeated failures', () => {
    subscribe();
    for (let i = 0; i < 3; i++) {
      FakeEventSource.opened.at(-1)?.fail();
      vi.advanceTimersByTime(JOB_EVENTS_RECONNECT_MS);
    }
    expect(FakeEventSource.opened).toHaveLength(4);
    expect(FakeEventSource.opened.slice(0, 3).every((s) => s.closed)).toBe(true);
  });

  it('stops reconnecting once the server says the user is signed out', async () => {
    subscribe(vi.fn(), vi.fn(), async () => false);
    FakeEventSource.opened[0]!.fail();
    await vi.advanceTimersByTimeAsync(10 * JOB_EVENTS_RECONNECT_MS);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('unsubscribing closes the stream and cancels a pending reconnect', () => {
    const { stop } = subscribe();
    FakeEventSource.opened[0]?.fail();
    stop();
    vi.advanceTimersByTime(10 * JOB_EVENTS_RECONNECT_MS);
    expect(FakeEventSource.opened).toHaveLength(1);

    const second = subscribe();
    const live = FakeEventSource.opened.at(-1)!;
    second.stop();
    expect(live.closed).toBe(true);
    live.emit(event);
    live.fail();
    vi.advanceTimersByTime(10 * JOB_EVENTS_RECONNECT_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
