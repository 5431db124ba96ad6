import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerSchema } from '@otto/shared/container';
import type { PromptResponse } from '@otto/shared/api/assistant';
import { readingsWords } from '../analyse/analyse.test-support';
import { signUpUser, type SignedInUser } from '../auth/auth.test-helpers';
import { readingsProject } from '../test/readings-project.test-support';
import { createTestApp, type TestContext } from '../test/test-app';
import { makeTempDir } from '../transcribe/transcribe.test-support';
import { unloadLocalModels } from './local-model';
import { writeTinyLlama } from './tiny-llama.test-support';

const logLines: Array<Record<string, unknown>> = [];
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let ctx: TestContext;
let user: SignedInUser;

beforeAll(async () => {
  temp = await makeTempDir('otto-local-llm-api-');
  const modelPath = await writeTinyLlama(join(temp.dir, 'tiny-llama.gguf'));
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  ctx = await createTestApp(
    { ASSISTANT_ENGINE: 'local', LLM_MODEL_PATH: modelPath, LLM_THREADS: '1' },
    { logger: pino({ level: 'info' }, sink) },
  );
  user = await signUpUser(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  await unloadLocalModels();
  await temp?.cleanup();
});

const readyProject = () => readingsProject(ctx, user, { name: 'Local model', rate: { num: 25, den: 1 } });

describe('local engine through the API', () => {
  it('answers a chat prompt with an edit picked by the GGUF model', async () => {
    const projectId = await readyProject();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/prompt`,
      payload: { prompt: 'Give me the best line' },
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edit = res.json<PromptResponse>().messages.find((m) => m.type === 'edit_result');
    const container = containerSchema.parse(edit!.data.container);
    expect(container.stories).toHaveLength(1);
    const spoken = (await readingsWords()).map((w) => w.text).join(' ');
    for (const s of container.stories[0]!.segments) expect(spoken).toContain(s.text);
    expect(logLines.find((l) => l.msg === 'prompt answered')).toMatchObject({ projectId, engine: 'local' });
  });
});
