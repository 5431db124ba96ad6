import { describe, expect, it } from 'vitest';
import { createTracker, track } from './analytics';

const beaconBody = async (data: Blob) => ({ type: data.type, body: JSON.parse(await data.text()) as unknown });

describe('track', () => {
  it('sends the event as a JSON beacon to the API', async () => {
    const beacons: Array<{ url: string; data: Blob }> = [];
    const trackWith = createTracker({
      baseUrl: '/api',
      navigator: { sendBeacon: (url, data) => (beacons.push({ url, data }), true) },
      fetch: () => Promise.reject(new Error('fetch must not be used when the beacon is queued')),
    });
    trackWith('upload_started', { sizeBytes: 1024 }, '9f1c0b2e-1111-4222-8333-444455556666');
    expect(beacons.map((b) => b.url)).toEqual(['/api/analytics/events']);
    expect(await beaconBody(beacons[0]!.data)).toEqual({
      type: 'application/json',
      body: { name: 'upload_started', project_id: '9f1c0b2e-1111-4222-8333-444455556666', props: { sizeBytes: 1024 } },
    });
  });

  it('falls back to a keepalive fetch without a beacon, or when the beacon is refused', () => {
    const fetched: Array<{ url: string; init: RequestInit }> = [];
    const fetch = (url: string, init: RequestInit) => (fetched.push({ url, init }), Promise.resolve({}));
    createTracker({ baseUrl: 'http://localhost:5001/api', fetch })('download_modal_shown');
    createTracker({ baseUrl: '/api', navigator: { sendBeacon: () => false }, fetch })('edit_liked');
    expect(fetched.map((f) => [f.url, f.init.keepalive, f.init.body])).toEqual([
      ['http://localhost:5001/api/analytics/events', true, '{"name":"download_modal_shown"}'],
      ['/api/analytics/events', true, '{"name":"edit_liked"}'],
    ]);
  });

  it('never throws, whether the beacon throws or the fetch fails', async () => {
    const failing = createTracker({
      baseUrl: '/api',
      navigator: {
        sendBeacon: () => {
          throw new TypeError('blocked');
        },
      },
    });
    expect(() => failing('error_shown')).not.toThrow();
    let rejected = false;
    const offline = createTracker({
      baseUrl: '/api',
      fetch: () => ((rejected = true), Promise.reject(new TypeError('offline'))),
    });
    expect(() => offline('export_failed', { format: 'mp4' })).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(rejected).toBe(true);
  });

  it('is a no-op outside a browser', () => {
    expect(() => track('import_started', { files: 2 })).not.toThrow();
  });
});
