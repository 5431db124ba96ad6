import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { addVideoLink } from './video-link.actions';

const project = { id: '6f1c1a1e-0d5b-4b8e-9a55-1d2e3f4a5b6c', category: 'singlecam' as const };

/** A client answering each path from a table; calls are recorded. */
function client(answers: Record<string, () => unknown>) {
  const calls: Array<[string, unknown]> = [];
  return {
    calls,
    post: async <T,>(path: string, body?: unknown): Promise<T> => {
      calls.push([path, body]);
      return (await answers[path]!()) as T;
    },
  };
}

const meta = (duration: number | null) => ({ name: 'Talk', size: null, duration, thumbnail: null });

describe('Add Video', () => {
  it('refuses a text that is no link without asking the server', async () => {
    const c = client({});
    expect(await addVideoLink(c, project, 'hello')).toEqual({ ok: false, message: 'Please enter a valid YouTube URL' });
    expect(c.calls).toEqual([]);
  });

  it('says the metadata could not be read, whatever the server failure', async () => {
    const c = client({ '/youtube/get-metadata': () => Promise.reject(new ApiError(422, 'video_not_found', 'x')) });
    expect(await addVideoLink(c, project, 'youtu.be/dQw4w9WgXcQ')).toEqual({
      ok: false,
      message: 'Unable to search for video, please check your link and try again.',
    });
  });

  it('passes on what the server explains itself: yt-dlp missing', async () => {
    const c = client({
      '/youtube/get-metadata': () => Promise.reject(new ApiError(503, 'yt_dlp_missing', 'Video links need yt-dlp …')),
    });
    expect(await addVideoLink(c, project, 'youtu.be/dQw4w9WgXcQ')).toEqual({ ok: false, message: 'Video links need yt-dlp …' });
  });

  it('refuses a video over 4 hours before adding it', async () => {
    const c = client({ '/youtube/get-metadata': () => meta(4 * 3600 + 1) });
    expect(await addVideoLink(c, project, 'youtu.be/dQw4w9WgXcQ')).toEqual({
      ok: false,
      message: 'We currently support videos up to 4 hours. Please select a shorter video and try again.',
    });
    expect(c.calls.map(([path]) => path)).toEqual(['/youtube/get-metadata']);
  });

  it('adds the canonical link to the project', async () => {
    const source = { id: 's' };
    const c = client({ '/youtube/get-metadata': () => meta(60), '/youtube/add': () => ({ source }) });
    expect(await addVideoLink(c, project, 'https://youtu.be/dQw4w9WgXcQ?si=share')).toEqual({ ok: true, source });
    expect(c.calls[1]).toEqual([
      '/youtube/add',
      { project_id: project.id, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', category: 'singlecam' },
    ]);
  });
});
