import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { addS3Files, emptyS3Rows } from './s3-import.actions';

const project = { id: '6f1c1a1e-0d5b-4b8e-9a55-1d2e3f4a5b6c', category: 'singlecam' as const };
const prefix = 's3://footage/talks/';
const sourcesPath = `/projects/${project.id}/sources`;

/** A client answering each call in turn; calls are recorded. */
function client(answers: Array<() => unknown>) {
  const calls: Array<[string, unknown]> = [];
  return {
    calls,
    post: async <T,>(path: string, body?: unknown): Promise<T> => {
      calls.push([path, body]);
      return (await answers[calls.length - 1]!()) as T;
    },
  };
}

const rows = (...filled: Array<[string, string]>) =>
  emptyS3Rows().map((row, i) => (filled[i] ? { uri: filled[i][0], filename: filled[i][1] } : row));

describe('the S3 URI import modal', () => {
  it('opens with 5 empty rows', () => {
    expect(emptyS3Rows()).toEqual(Array.from({ length: 5 }, () => ({ uri: '', filename: '' })));
  });

  it('refuses rows none of which starts with the prefix, without asking the server', async () => {
    const c = client([]);
    const outcome = await addS3Files(c, project, rows(['s3://elsewhere/a.mp4', 'a.mp4'], ['footage/talks/b.mp4', '']), prefix);
    expect(outcome).toEqual({ ok: false, message: 'Error parsing file URIs. Please use valid s3 uris.', sources: [] });
    expect(c.calls).toEqual([]);
  });

  it('adds each valid row as an S3 URI source, named by its filename or the URI’s last segment', async () => {
    const c = client([() => ({ source: { id: 'a' } }), () => ({ source: { id: 'b' } })]);
    const outcome = await addS3Files(
      c,
      project,
      rows([`${prefix}day1/interview.mov`, ' Anna interview.mov '], ['s3://elsewhere/x.mp4', ''], [`${prefix}voice.wav`, '']),
      prefix,
    );
    expect(outcome).toEqual({ ok: true, sources: [{ id: 'a' }, { id: 'b' }] });
    expect(c.calls).toEqual([
      [
        sourcesPath,
        {
          filename: 'Anna interview.mov',
          filesize: 0,
          type: 'video',
          importType: 's3_uri',
          originalFileUri: `${prefix}day1/interview.mov`,
          category: 'singlecam',
        },
      ],
      [
        sourcesPath,
        {
          filename: 'voice.wav',
          filesize: 0,
          type: 'audio',
          importType: 's3_uri',
          originalFileUri: `${prefix}voice.wav`,
          category: 'singlecam',
        },
      ],
    ]);
  });

  it('stops at a row the server refuses, with its message; the rows before it stay added', async () => {
    const c = client([
      () => ({ source: { id: 'a' } }),
      () => Promise.reject(new ApiError(400, 'unsupported_file_type', "Files of type .txt can't be imported.")),
    ]);
    const outcome = await addS3Files(c, project, rows([`${prefix}a.mp4`, ''], [`${prefix}notes.txt`, '']), prefix);
    expect(outcome).toEqual({ ok: false, message: "Files of type .txt can't be imported.", sources: [{ id: 'a' }] });
  });
});
