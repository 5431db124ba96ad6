// A small client of the Otto API as a script (or the browser) uses it: a session cookie and JSON.

// Loosely typed answers: the script reads a few fields of many shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export class Api {
  cookie = '';
  constructor(public origin: string) {}

  async call(method: string, path: string, body?: unknown, expected = [200, 201]): Promise<Json> {
    const res = await fetch(`${this.origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie: this.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 400)}`);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie?.startsWith('otto_session=')) this.cookie = setCookie.split(';')[0]!;
    return text ? (JSON.parse(text) as Json) : {};
  }
}

export interface EventStream {
  events: Json[];
  close(): void;
}

/**
 * Follows GET /api/jobs/events like EventSource: reconnects after the server ends the stream
 * (a restart) until closed.
 */
export function followEvents(api: Api, projectId: string): EventStream {
  const events: Json[] = [];
  const controller = new AbortController();
  void (async () => {
    while (!controller.signal.aborted) {
      try {
        const res = await fetch(`${api.origin}/api/jobs/events?project_id=${projectId}`, {
          headers: { cookie: api.cookie },
          signal: controller.signal,
        });
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (data) events.push(JSON.parse(data.slice(6)) as Json);
          }
        }
      } catch {
        // Reconnect below, as EventSource does.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })();
  return { events, close: () => controller.abort() };
}
