import type { JobEvent } from '@otto/shared/jobs';
import { describe, expect, it } from 'vitest';
import type { JobEventsQuery } from './job-events';
import { createProjectEvents } from './project-events';

function fakeStreams() {
  const open: { query: JobEventsQuery; emit: (e: JobEvent) => void; opened: () => void; closed: boolean }[] = [];
  const subscribe = (query: JobEventsQuery, emit: (e: JobEvent) => void, deps: { onOpen?: () => void }) => {
    const stream = { query, emit, opened: () => deps.onOpen?.(), closed: false };
    open.push(stream);
    return () => {
      stream.closed = true;
    };
  };
  return { open, subscribe };
}

const event = (projectId: string, kind = 'source.ingest'): JobEvent => ({ projectId, kind, status: 'active', at: 1 });

describe('project events', () => {
  it('shares one stream between the chat and the source rows of a project, and closes it with the last listener', () => {
    const { open, subscribe } = fakeStreams();
    const listen = createProjectEvents(subscribe);
    const chat: JobEvent[] = [];
    const rows: JobEvent[] = [];
    const stopChat = listen('p1', (e) => chat.push(e));
    const stopRows = listen('p1', (e) => rows.push(e));
    expect(open).toHaveLength(1);
    expect(open[0]!.query).toEqual({ projectId: 'p1' });

    open[0]!.emit(event('p1'));
    expect([chat.length, rows.length]).toEqual([1, 1]);

    stopChat();
    stopChat();
    expect(open[0]!.closed).toBe(false);
    open[0]!.emit(event('p1'));
    expect([chat.length, rows.length]).toEqual([1, 2]);
    stopRows();
    expect(open[0]!.closed).toBe(true);
  });

  it('opens a stream per project and a fresh one after the last listener left', () => {
    const { open, subscribe } = fakeStreams();
    const listen = createProjectEvents(subscribe);
    const stopA = listen('a', () => {});
    listen('b', () => {});
    expect(open.map((s) => s.query.projectId)).toEqual(['a', 'b']);
    stopA();
    listen('a', () => {});
    expect(open.map((s) => [s.query.projectId, s.closed])).toEqual([
      ['a', true],
      ['b', false],
      ['a', false],
    ]);
  });

  it('lets a listener leave while an event is being handled without skipping the others', () => {
    const { open, subscribe } = fakeStreams();
    const listen = createProjectEvents(subscribe);
    const seen: string[] = [];
    const stopFirst = listen('p', () => {
      seen.push('first');
      stopFirst();
    });
    listen('p', () => seen.push('second'));
    open[0]!.emit(event('p'));
    open[0]!.emit(event('p'));
    expect(seen).toEqual(['first', 'second', 'second']);
  });

  it('tells every listener of the shared stream when it (re)opens, until it stops listening', () => {
    const { open, subscribe } = fakeStreams();
    const listen = createProjectEvents(subscribe);
    let rowsOpened = 0;
    let chatOpened = 0;
    const stopRows = listen(
      'p1',
      () => undefined,
      () => rowsOpened++,
    );
    listen(
      'p1',
      () => undefined,
      () => chatOpened++,
    );
    open[0]!.opened();
    expect([rowsOpened, chatOpened]).toEqual([1, 1]);
    stopRows();
    open[0]!.opened();
    expect([rowsOpened, chatOpened]).toEqual([1, 2]);
  });
});
