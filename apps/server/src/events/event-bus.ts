import { jobEventSchema, type JobEvent } from '@otto/shared/jobs';
import type { SqlClient } from '../db/database';
import type { EventBus } from './events';

export const eventsChannel = 'otto_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const maxPayloadBytes = 7500;

type Filter = { jobId?: string; projectId?: string };

const matches = (filter: Filter, event: JobEvent) =>
  (filter.jobId === undefined || event.jobId === filter.jobId) &&
  (filter.projectId === undefined || event.projectId === filter.projectId);

/**
 * The payload NOTIFY carries. Oversized results are dropped and `resultsTruncated` set, so a
 * client knows to fetch them (signed URLs, transcripts) through the API instead.
 */
export function encodeEvent(event: JobEvent): string {
  const json = JSON.stringify(event);
  if (Buffer.byteLength(json) <= maxPayloadBytes) return json;
  const { results: _dropped, ...rest } = event;
  const slim: JobEvent = { ...rest, resultsTruncated: true };
  if (slim.error) slim.error = { code: slim.error.code, message: slim.error.message.slice(0, 2000) };
  return JSON.stringify(slim);
}

/**
 * One LISTEN per process on `otto_events`; publishing is a NOTIFY, so a worker on another
 * machine reaches the API process holding the browser's stream. Filtering happens in-process.
 */
export async function createEventBus(sql: SqlClient): Promise<EventBus> {
  const subscribers = new Set<{ filter: Filter; onEvent: (event: JobEvent) => void }>();
  const unlisten = await sql.listen(eventsChannel, (payload) => {
    let parsed: ReturnType<typeof jobEventSchema.safeParse>;
    try {
      parsed = jobEventSchema.safeParse(JSON.parse(payload));
    } catch {
      return;
    }
    if (!parsed.success) return;
    for (const subscriber of [...subscribers]) {
      if (!matches(subscriber.filter, parsed.data)) continue;
      try {
        subscriber.onEvent(parsed.data);
      } catch {
        // One broken subscriber (a closed stream) must not starve the others.
      }
    }
  });
  let closed = false;

  return {
    async publish(event) {
      await sql.notify(eventsChannel, encodeEvent(event));
    },
    subscribe(filter, onEvent) {
      const subscriber = { filter: { ...filter }, onEvent };
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    async close() {
      if (closed) return;
      closed = true;
      subscribers.clear();
      await unlisten();
    },
  };
}
