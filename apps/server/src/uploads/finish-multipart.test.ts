import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { startStrictS3rver, type LoopbackS3 } from '../storage/s3rver.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

interface Started {
  upload_id: string;
  parts: Array<{ part_number: number; signed_url: string }>;
}

/** finish-multipart-upload answers 400 or 404, never 500, whichever driver stores the parts. */
describe.each(['local', 's3'] as const)('finish-multipart-upload on %s storage', (driver) => {
  let ctx: TestContext;
  let origin: string;
  let s3: LoopbackS3 | undefined;
  let owner: SignedInUser;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startStrictS3rver();
    ctx = await createTestApp(
      s3
        ? {
            S3_ENDPOINT: s3.endpoint,
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
            S3_FORCE_PATH_STYLE: 'true',
            S3_BUCKET_PREFIX: 'otto-',
          }
        : {},
    );
    expect(ctx.deps.storage.kind).toBe(driver);
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await signUpUser(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: owner.cookie }, payload });

  /** A new source and an initiated upload of `numParts` parts; the content type asked for is not the one stored. */
  async function start(numParts: number) {
    const project = await post('/projects', { mode: 'standard' });
    const projectId = (project.json() as { project: { id: string } }).project.id;
    const source = await post(`/projects/${projectId}/sources`, {
      filename: 'take.mp4',
      // The server allows as many parts as the client's 5 MiB plan gives the declared size.
      filesize: numParts * 5 * 1024 * 1024,
      type: 'video',
    });
    const { file_key } = source.json() as { file_key: string };
    const res = await post('/uploads/initiate-multipart-upload', {
      bucket: 'ingest',
      file_key,
      num_parts: numParts,
      content_type: 'text/html',
    });
    expect(res.statusCode).toBe(200);
    return { projectId, file_key, ...(res.json() as Started) };
  }

  async function putPart(started: Started, partNumber: number, body: Uint8Array) {
    const url = started.parts.find((p) => p.part_number === partNumber)!.signed_url;
    const res = await fetch(new URL(url, origin), { method: 'PUT', body });
    expect(res.status).toBe(200);
    return res.headers.get('etag')!;
  }

  const finish = (
    started: { upload_id: string; file_key: string },
    parts: Array<{ PartNumber: number; ETag: string }>,
  ) =>
    post('/uploads/finish-multipart-upload', {
      upload_id: started.upload_id,
      bucket: 'ingest',
      file_key: started.file_key,
      parts,
    });

  it('answers 400 to a wrong ETag and to a part left out, then completes with the right list', async () => {
    const started = await start(2);
    const [one, two] = [randomBytes(1000), randomBytes(2000)];
    const etags = [await putPart(started, 1, one), await putPart(started, 2, two)];

    const wrongEtag = await finish(started, [
      { PartNumber: 1, ETag: etags[0]! },
      { PartNumber: 2, ETag: `"${md5(one)}"` },
    ]);
    expect(wrongEtag.statusCode).toBe(400);
    expect(wrongEtag.json()).toMatchObject({ error: 'invalid_part' });

    const leftOut = await finish(started, [{ PartNumber: 1, ETag: etags[0]! }]);
    expect(leftOut.statusCode).toBe(400);
    expect(leftOut.json()).toMatchObject({
      error: 'invalid_part',
      message: expect.stringContaining('Part 2 is missing'),
    });

    const done = await finish(started, [
      { PartNumber: 2, ETag: etags[1]! },
      { PartNumber: 1, ETag: etags[0]! },
    ]);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ s3_uri: `s3://ingest/${started.file_key}` });
    // Stored with the key's type, not the text/html the client asked for.
    expect(await ctx.deps.storage.head('ingest', started.file_key)).toMatchObject({
      size: 3000,
      contentType: 'video/mp4',
    });
  });

  it('answers 400 to a part that was never uploaded', async () => {
    const started = await start(3);
    const etags = [await putPart(started, 1, randomBytes(100)), await putPart(started, 2, randomBytes(100))];
    const res = await finish(started, [
      { PartNumber: 1, ETag: etags[0]! },
      { PartNumber: 2, ETag: etags[1]! },
      { PartNumber: 3, ETag: `"${md5(randomBytes(100))}"` },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_part' });
    expect(await ctx.deps.storage.head('ingest', started.file_key)).toBeNull();
  });

  it('answers 400 to a part listed twice or beyond the count given at initiate', async () => {
    const started = await start(1);
    const etag = await putPart(started, 1, randomBytes(100));
    for (const parts of [
      [
        { PartNumber: 1, ETag: etag },
        { PartNumber: 1, ETag: etag },
      ],
      [
        { PartNumber: 1, ETag: etag },
        { PartNumber: 2, ETag: etag },
      ],
    ]) {
      const res = await finish(started, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_part' });
    }
  });

  it('answers 404 to an unknown upload, and to one whose project was deleted', async () => {
    const started = await start(1);
    const etag = await putPart(started, 1, randomBytes(100));
    const unknown = await finish({ ...started, upload_id: 'f'.repeat(32) }, [{ PartNumber: 1, ETag: etag }]);
    expect(unknown.statusCode).toBe(404);

    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/projects/${started.projectId}`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(204);
    const orphan = await finish(started, [{ PartNumber: 1, ETag: etag }]);
    expect(orphan.statusCode).toBe(404);
    expect(await ctx.deps.storage.head('ingest', started.file_key)).toBeNull();
  });
});
