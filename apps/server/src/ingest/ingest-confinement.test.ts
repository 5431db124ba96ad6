import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { PROBE_ARGS, type FfprobeOutput } from '../media/ffprobe';
import { execMedia } from '../media/exec-media';
import { mediaKeys } from '../storage/storage.keys';
import { createTestApp, type TestContext } from '../test/test-app';
import { ingestSourceHandler } from './ingest.handler';

const media = (path: string) => new URL(`../../../../../shared/media/${path}`, import.meta.url);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp({ TRANSCRIBE_ENGINE: 'pocketsphinx' });
  alice = await signUpUser(ctx.app, { email: 'alice@example.com' });
  bob = await signUpUser(ctx.app, { email: 'bob@example.com' });
});
afterAll(() => ctx.close());

const call = async (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const res = await ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: user.cookie } });
  return res.json() as Json;
};

/** A project with one source whose stored original holds `bytes`, as the browser's upload leaves it. */
async function uploadedBy(user: SignedInUser, filename: string, bytes: Buffer) {
  const project = (await call(user, 'POST', '/api/projects', { mode: 'standard' })).project as Json;
  const created = await call(user, 'POST', `/api/projects/${project.id}/sources`, {
    filename,
    filesize: bytes.length,
    type: 'video',
  });
  await ctx.deps.storage.put('ingest', created.file_key, bytes);
  return {
    projectId: project.id as string,
    sourceId: created.source.id as string,
    fileKey: created.file_key as string,
  };
}

const storedPath = (bucket: string, key: string) => join(ctx.deps.config.objectsDir, bucket, ...key.split('/'));

test("a playlist saved as .mp4 cannot read another user's original: the source ends in 'Processing error'", async () => {
  const a = await uploadedBy(alice, 'interview.mp4', await readFile(media('video/lhotse_big_buck_bunny_small.mp4')));
  const aliceOriginal = storedPath('ingest', a.fileKey);
  const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile://${aliceOriginal}\n#EXT-X-ENDLIST\n`;
  const b = await uploadedBy(bob, 'clip.mp4', Buffer.from(playlist));

  // Control: left to itself, ffprobe follows Bob's file into Alice's and finds her streams.
  const plain = await execMedia(
    process.env.FFPROBE_PATH ?? 'ffprobe',
    [...PROBE_ARGS, storedPath('ingest', b.fileKey)],
    {
      captureStdout: true,
    },
  );
  const followed = JSON.parse(plain.stdout.toString('utf8')) as FfprobeOutput;
  expect(followed.streams?.map((s) => s.codec_name)).toContain('h264');

  await expect(
    ingestSourceHandler(ctx.deps)({
      id: 'test',
      data: { projectId: b.projectId, sourceId: b.sourceId },
      attempt: 1,
      lastAttempt: false,
    }),
  ).resolves.toMatchObject({ status: 'done' });

  const [source] = (await call(bob, 'GET', `/api/projects/${b.projectId}/sources`)) as unknown as Json[];
  expect(source).toMatchObject({
    state: 'error',
    errorCode: 'processing_error',
    transcodedFileUri: null,
    durationMs: null,
  });
  for (const key of [mediaKeys.audio, mediaKeys.proxy, mediaKeys.waveform, mediaKeys.thumbnail]) {
    const loc = key(b.projectId, b.sourceId);
    expect(await ctx.deps.storage.head(loc.bucket, loc.key)).toBeNull();
  }
  // Alice's original is where it was, untouched.
  expect(await readFile(aliceOriginal)).toEqual(await readFile(media('video/lhotse_big_buck_bunny_small.mp4')));
});
