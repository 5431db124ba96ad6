import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from './client';
import { createSignedUrlCache } from './signed-urls';

const HOUR = 3_600_000;

function fakeServer(ttlMs: number, clock: { now: number }) {
  const calls: string[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  const fetch: FetchLike = async (_url, init) => {
    const { object_uri } = JSON.parse(String(init?.body)) as { object_uri: string };
    calls.push(object_uri);
    if (gate) await gate;
    const body = {
      url: `https://files.example/${object_uri.slice(5)}?sig=${calls.length}`,
      expires: clock.now + ttlMs,
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    calls,
    client: createApiClient({ fetch }),
    hold() {
      gate = new Promise((r) => (release = r));
    },
    release: () => {
      gate = null;
      release();
    },
  };
}

describe('signed URLs', () => {
  it('asks once and reuses the URL until an hour before it expires', async () => {
    const clock = { now: 1_000_000 };
    const server = fakeServer(6 * HOUR, clock);
    const cache = createSignedUrlCache({ client: server.client, now: () => clock.now });

    const first = await cache.get('s3://media/p/proxy.mp4');
    expect(first).toContain('sig=1');
    clock.now += 4 * HOUR;
    expect(await cache.get('s3://media/p/proxy.mp4')).toBe(first);
    expect(server.calls).toHaveLength(1);

    // Less than an hour left: a fresh URL is fetched.
    clock.now += 1 * HOUR + 1;
    expect(await cache.get('s3://media/p/proxy.mp4')).toContain('sig=2');
    expect(server.calls).toHaveLength(2);
  });

  it('shares one request between concurrent callers for the same object', async () => {
    const clock = { now: 0 };
    const server = fakeServer(6 * HOUR, clock);
    const cache = createSignedUrlCache({ client: server.client, now: () => clock.now });
    server.hold();
    const all = Promise.all([
      cache.get('s3://ingest/a.mp4'),
      cache.get('s3://ingest/a.mp4'),
      cache.get('s3://ingest/b.mp4'),
    ]);
    server.release();
    const [a1, a2, b] = await all;
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
    expect(server.calls).toEqual(['s3://ingest/a.mp4', 's3://ingest/b.mp4']);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    const fetch: FetchLike = async () =>
      fail
        ? new Response(JSON.stringify({ error: 'not_found', message: 'Object not found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ url: 'https://ok', expires: Date.now() + 6 * HOUR }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
    const cache = createSignedUrlCache({ client: createApiClient({ fetch }) });
    await expect(cache.get('s3://media/x')).rejects.toThrow('Object not found');
    fail = false;
    await expect(cache.get('s3://media/x')).resolves.toBe('https://ok');
  });
});
