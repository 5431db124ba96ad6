import { storyCardSchema } from '@otto/shared/story-card';
import { createAssistantServiceFor } from '../assistant/import-ready';
import type { AppDeps } from '../infrastructure/deps';
import type { JobHandler } from '../jobs/job-definition';
import { createMessagesRepo } from '../messages/messages.repo';
import { createProjectsRepo } from '../projects/projects.repo';
import { sharesFeature } from '../shares/shares.feature';
import { demoAccount, demoDefinition } from './demo.catalogue';
import type { DemoFinishPayload } from './demo-finish.job';
import { createDemosRepo } from './demos.repo';

/**
 * The demo's example edits are real answers of the configured assistant engine to the catalogue's
 * prompts, asked as the demo account like a user would; then the project is shared, and the demo is
 * ready: the picker offers it and its share page is the read-only view. A retry asks only the
 * prompts not answered yet.
 */
export const demoFinishHandler = (deps: AppDeps): JobHandler<DemoFinishPayload> => {
  const db = deps.database.db;
  const demos = createDemosRepo(db);
  const assistant = createAssistantServiceFor(deps);
  return async (job) => {
    const { projectId } = job.data;
    const demo = await demos.findByProject(projectId);
    const definition = demo && demoDefinition(demo.slug);
    const project = await createProjectsRepo(db).get(projectId);
    if (!demo || !definition || !project) return { status: 'gone' };
    if (demo.readyAt) return { status: 'ready' };
    if (project.status !== 'success') return { status: 'not_imported' };
    const asked = new Set(
      (await createMessagesRepo(db).list(projectId))
        .filter((m) => m.type === 'user_message')
        .map((m) => (m.data as { prompt?: string }).prompt),
    );
    for (const prompt of definition.prompts) {
      if (!asked.has(prompt)) await assistant.prompt(project.userId, projectId, { prompt });
    }
    // A rough cut comes as an outline first: the demo approves each as proposed, as an editor would.
    for (const message of await createMessagesRepo(db).list(projectId)) {
      const card = storyCardSchema.safeParse((message.data as { storyCard?: unknown }).storyCard);
      if (!card.success || card.data.approvedMessageId) continue;
      const chapters = card.data.chapters.map((c, chapter) => ({ chapter, title: c.title }));
      await assistant.approveOutline(project.userId, projectId, message.id, { chapters });
    }
    const { service } = await sharesFeature(deps);
    const owner = {
      id: project.userId,
      email: demoAccount.email,
      name: demoAccount.name,
      subscriptionTier: 'ultra',
      role: 'user' as const,
    };
    const base = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
    const { share } = await service.create(owner, projectId, base);
    await demos.markReady(demo.slug, share.share_id, deps.clock.now());
    deps.logger.info({ demo: demo.slug, projectId }, 'demo project ready');
    return { status: 'ready', shareId: share.share_id };
  };
};
