import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botText } from '@otto/shared/constants';
import { signUpUser } from '../auth/auth.test-helpers';
import { createImportStateRepo } from '../ingest/import-state.repo';
import { createMessagesRepo } from '../messages/messages.repo';
import { createTestApp, type TestContext } from '../test/test-app';
import { createAnalysisService } from '../analyse/analyse.service';
import { createAssistantService } from './assistant.service';
import type { AssistantEngine } from './assistant.types';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('assistant service', () => {
  it('alerts a failed prompt with the prompt cut to 1000 characters and answers prompt_failed with the support address', async () => {
    const owner = await signUpUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { mode: 'standard' },
      headers: { cookie: owner.cookie },
    });
    const projectId = created.json<{ project: { id: string } }>().project.id;
    await createImportStateRepo(ctx.deps.database.db).update(projectId, { status: 'success' });
    const ownerId = owner.user.id;

    const alerted: string[] = [];
    const failing: AssistantEngine = { name: 'planner', plan: () => Promise.reject(new Error('engine broke')) };
    const service = createAssistantService({
      db: ctx.deps.database.db,
      events: ctx.deps.events,
      logger: ctx.deps.logger,
      alerts: { send: async (text) => void alerted.push(text) },
      clock: ctx.deps.clock,
      engine: failing,
      analysis: createAnalysisService({ db: ctx.deps.database.db, storage: ctx.deps.storage, logger: ctx.deps.logger }),
      supportEmail: 'help@otto.test',
    });
    const long = 'cut '.repeat(400);
    await expect(service.prompt(ownerId, projectId, { prompt: long })).rejects.toMatchObject({
      statusCode: 500,
      code: 'prompt_failed',
      message: botText.promptFailed('help@otto.test'),
    });
    expect(alerted).toEqual([`Prompt failed: project ${projectId}\n${long.slice(0, 997)}...`]);
    // The user's message stays in the chat so they can resend it.
    const messages = await createMessagesRepo(ctx.deps.database.db).list(projectId);
    expect(messages.map((m) => m.type)).toEqual(['user_message']);
  });
});
