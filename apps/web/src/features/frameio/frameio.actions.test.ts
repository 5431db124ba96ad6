import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { addFrameioFiles, frameioAccounts } from './frameio.actions';

const project = { id: '6f1c1a1e-0d5b-4b8e-9a55-1d2e3f4a5b6c', category: 'singlecam' as const };

function client(answer: (path: string) => unknown) {
  const calls: string[] = [];
  return {
    calls,
    get: async <T,>(path: string): Promise<T> => {
      calls.push(path);
      return (await answer(path)) as T;
    },
  };
}

describe('Frame.io Continue', () => {
  it('stops at the first link without /view/{id}, before asking the server', async () => {
    const c = client(() => ({ source: {} }));
    expect(await addFrameioFiles(c, project, 'acc', ['https://next.frame.io/project/p/view/a', 'https://next.frame.io/x'])).toEqual({
      ok: false,
      message: 'Invalid asset url: https://next.frame.io/x',
      sources: [],
    });
    expect(c.calls).toEqual([]);
  });

  it('reads each asset of the chosen account into the project', async () => {
    const c = client((path) => ({ source: { id: path } }));
    const out = await addFrameioFiles(c, project, 'acc-1', ['https://next.frame.io/project/p/view/f-1?x=1']);
    expect(out.ok).toBe(true);
    expect(c.calls).toEqual([
      `/frameio-v4/get-file?accountId=acc-1&fileId=f-1&project_id=${project.id}&category=singlecam`,
    ]);
  });

  it("a file Frame.io can't give: the spec's not-found text, keeping what was added before", async () => {
    let n = 0;
    const c = client(() => {
      if (n++ === 0) return { source: { id: 'first' } };
      throw new ApiError(404, 'frameio_file_not_found', 'x');
    });
    const out = await addFrameioFiles(c, project, 'acc', ['https://f.io/view/a', 'https://f.io/view/b']);
    expect(out).toEqual({
      ok: false,
      message: "Oops! I couldn't find your video. Mind double-checking the link or trying a different one?",
      sources: [{ id: 'first' }],
    });
  });

  it('accounts that cannot be read: the spec text', async () => {
    const c = client(() => {
      throw new ApiError(500, 'http_500', 'Internal');
    });
    await expect(frameioAccounts(c)).rejects.toThrow('Error fetching accounts or your account is not supported.');
  });
});
