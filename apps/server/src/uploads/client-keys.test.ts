import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let owner: SignedInUser;
let projectId: string;
let fileKey: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
  const project = await post('/projects', { mode: 'standard' });
  projectId = (project.json() as { project: { id: string } }).project.id;
  const source = await post(`/projects/${projectId}/sources`, { filename: 'a.mp4', filesize: 10, type: 'video' });
  fileKey = (source.json() as { file_key: string }).file_key;
});
afterAll(() => ctx.close());

function post(url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie: owner.cookie }, payload });
}

/** Keys a client might send to reach outside its own objects. */
const badKeys = () => [
  `${projectId}/../other/a.mp4`,
  `${projectId}/./a.mp4`,
  `${projectId}//a.mp4`,
  `/${projectId}/a.mp4`,
  `${projectId}/a/`,
  `${projectId}\\..\\a.mp4`,
  `${projectId}/a\u0000.mp4`,
];

it('get-signed-url answers 400 to a key with .., empty segments, backslashes or NUL', async () => {
  for (const key of badKeys()) {
    const res = await post('/get-signed-url', { object_uri: `s3://ingest/${key}` });
    expect(res.statusCode, key).toBe(400);
  }
  const branding = await post('/get-signed-url', { object_uri: `s3://branding/${owner.user.id}/../x/logo.png` });
  expect(branding.statusCode).toBe(400);
});

it('the upload routes answer 400 to such keys', async () => {
  for (const key of badKeys()) {
    const common = { bucket: 'ingest', file_key: key };
    expect(
      (await post('/uploads/initiate-multipart-upload', { ...common, num_parts: 1, content_type: 'video/mp4' }))
        .statusCode,
      key,
    ).toBe(400);
    expect(
      (await post('/uploads/resume-multipart-upload', { ...common, upload_id: 'f'.repeat(32) })).statusCode,
      key,
    ).toBe(400);
    expect(
      (
        await post('/uploads/finish-multipart-upload', {
          ...common,
          upload_id: 'f'.repeat(32),
          parts: [{ PartNumber: 1, ETag: '"x"' }],
        })
      ).statusCode,
      key,
    ).toBe(400);
  }
  // The well-formed key itself is fine.
  expect((await post('/get-signed-url', { object_uri: `s3://ingest/${fileKey}` })).statusCode).toBe(404);
});
