/**
 * Prompt handling (spec chat §4): the user's message is stored, the engine plans a reply over
 * the project's analysis, and the reply becomes bot_message / edit_result messages; the
 * project's pointers (newest container, active edit) and suggestion flags follow.
 */
import type { Logger } from 'pino';
import { containerSchema, type Container } from '@otto/shared/container';
import { storyCardSchema, type ApproveOutlineBody } from '@otto/shared/story-card';
import { botText, truncateForAlert } from '@otto/shared/constants';
import { projectModeSchema, type ProjectMode } from '@otto/shared/modes';
import { promptBlockingStages, type MulticamImportStage } from '@otto/shared/project';
import { projectProcessingCode, promptFailedCode, type PromptResponse } from '@otto/shared/api/assistant';
import type { Clock } from '../http/clock';
import { HttpError, badRequest, notFound } from '../http/http-error';
import type { Db } from '../db/database';
import type { EventBus } from '../events/events';
import { announceMessages } from '../messages/messages.events';
import type { Alerts } from '../notify/alerts';
import { createMessagesRepo, type MessageRow } from '../messages/messages.repo';
import { loadOwnedProject } from '../projects/project-access';
import { toProject, toProjectMessage } from '../projects/projects.fns';
import { createProjectsRepo, type ProjectRow } from '../projects/projects.repo';
import type { AnalysisService } from '../analyse/analyse.service';
import type { Analysis } from '../analyse/analyse.types';
import { withCameraBlocks } from '../multicam/multicam-edit.fns';
import { alternativeRequest } from './alternative.fns';
import { createAssistantRepo } from './assistant.repo';
import type { AssistantEngine, Plan, PlanContext } from './assistant.types';
import { newContainer } from './edit-container.fns';
import { approveStoryCard, storyCardTasks } from './story-card.service';
import { flagsAfterReply, topicFollowUps } from './suggestions.fns';

export interface AssistantDeps {
  db: Db;
  events: Pick<EventBus, 'publish'>;
  logger: Pick<Logger, 'error' | 'info' | 'warn'>;
  alerts: Pick<Alerts, 'send'>;
  clock: Clock;
  engine: AssistantEngine;
  analysis: Pick<AnalysisService, 'forProject'>;
  supportEmail: string;
}

/** The error's text or code: engines report it either way. */
const mentionsRequestNotFound = (err: unknown) =>
  `${String(err)} ${(err as { code?: unknown } | null)?.code ?? ''}`.includes('request_not_found');

const isProcessing = (p: ProjectRow) =>
  p.status === 'processing' || promptBlockingStages.includes(p.multicamImportStage as MulticamImportStage);

export function createAssistantService(deps: AssistantDeps) {
  const messages = createMessagesRepo(deps.db);
  const repo = createAssistantRepo(deps.db);
  const projects = createProjectsRepo(deps.db);

  async function respond(projectId: string, added: MessageRow[]): Promise<PromptResponse> {
    const row = (await repo.getProject(projectId))!;
    const [sourceIds, messageIds] = await Promise.all([
      projects.sourceIds([projectId]),
      projects.messageIds([projectId]),
    ]);
    await announceMessages(
      deps.events,
      projectId,
      added.map((m) => m.id),
    );
    return {
      messages: added.map(toProjectMessage),
      project: toProject(row, sourceIds.get(projectId) ?? [], messageIds.get(projectId) ?? []),
    };
  }

  /** The edit a follow-up changes: the one the user replied to, else the newest. */
  async function targetEdit(project: ProjectRow, replyTo?: MessageRow): Promise<PlanContext['previous']> {
    const row = replyTo ?? (await repo.latestEdit(project.id));
    if (!row) return undefined;
    const data = row.data as { container?: unknown; storyIndex?: unknown };
    const parsed = containerSchema.safeParse(data.container);
    return parsed.success
      ? { container: parsed.data, storyIndex: typeof data.storyIndex === 'number' ? data.storyIndex : 0 }
      : undefined;
  }

  /** How many of a project's newest edits a different take looks back over. */
  const earlierEdits = 30;

  /**
   * The project's recent edits: "use a different clip" again repeats no earlier take. Only a
   * request for another take reads them, so no other prompt loads them.
   */
  async function earlierEditsOf(project: ProjectRow, prompt: string): Promise<Container[] | undefined> {
    if (!alternativeRequest(prompt.trim().toLowerCase())) return undefined;
    const rows = await repo.recentEdits(project.id, earlierEdits);
    return rows.flatMap((row) => {
      const parsed = containerSchema.safeParse((row.data as { container?: unknown }).container);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /**
   * A rough cut's outline still waiting for approval, when it is newer than every edit and the
   * user replied to no edit: then "drop chapter 2" or "make it shorter" changes the outline.
   */
  async function pendingOutline(project: ProjectRow, replyTo?: MessageRow): Promise<PlanContext['outline']> {
    if (replyTo) return undefined;
    const row = await repo.latestEditOrOutline(project.id);
    if (row?.type !== 'bot_message') return undefined;
    const card = storyCardSchema.safeParse((row.data as { storyCard?: unknown }).storyCard);
    return card.success && !card.data.approvedMessageId ? card.data.chapters : undefined;
  }

  /** A reply must name an edit of the same project (anything else is not found). */
  async function replyTarget(project: ProjectRow, messageId?: string): Promise<MessageRow | undefined> {
    if (!messageId) return undefined;
    const row = await messages.get(project.id, messageId);
    if (!row) throw notFound('The message you replied to was not found in this project.');
    if (row.type !== 'edit_result') throw badRequest('Only an edit can be replied to.');
    return row;
  }

  /** Plans and stores the reply to a user message that is already stored. */
  async function answer(
    project: ProjectRow,
    userMessage: MessageRow,
    prompt: string,
    replyTo?: MessageRow,
  ): Promise<MessageRow[]> {
    const mode: ProjectMode = projectModeSchema.catch('standard').parse(project.mode);
    const startedAt = deps.clock.now();
    let plan: Plan;
    let topicCount: number;
    let followUps: string[];
    let mainWords: Analysis['sources'][number]['words'];
    try {
      const analysis = await deps.analysis.forProject(project.id);
      mainWords = analysis.sources.find((s) => s.sourceId === project.mainAudioId)?.words ?? [];
      topicCount = analysis.topics.length;
      followUps = topicFollowUps(analysis);
      plan = await deps.engine.plan(prompt, analysis, {
        mode,
        previous: await targetEdit(project, replyTo),
        earlier: await earlierEditsOf(project, prompt),
        outline: await pendingOutline(project, replyTo),
      });
    } catch (err) {
      // A request the engine no longer knows is not an outage (spec: no alert for request_not_found).
      // Alerts are not awaited: a slow chat service must not hold up the user's answer.
      if (mentionsRequestNotFound(err)) deps.logger.warn({ err, projectId: project.id }, 'prompt failed');
      else
        void deps.alerts.send(`Prompt failed: project ${project.id}\n${truncateForAlert(prompt)}`, {
          err,
          projectId: project.id,
          engine: deps.engine.name,
        });
      throw new HttpError(500, promptFailedCode, botText.promptFailed(deps.supportEmail));
    }
    const added: MessageRow[] = [];
    // A multicam edit cuts the main audio; the cameras follow its speakers.
    const stories = withCameraBlocks(
      plan.stories.filter((s) => s.segments.length > 0),
      project,
      mainWords,
    );
    const reply =
      plan.reply ??
      (stories.length === 0
        ? "I couldn't build an edit from that. Try naming a topic, a length or a phrase from the footage."
        : undefined);
    // A rough cut's outline comes as a story card to approve; the cut waits for the approval.
    const storyCard = plan.storyCard && stories.length === 0 ? plan.storyCard : undefined;
    if (reply)
      added.push(
        await messages.add(project.id, 'bot_message', { text: reply, ...(storyCard && { storyCard }) }, userMessage.id),
      );
    let container: Container | undefined;
    if (stories.length > 0) {
      container = newContainer(project.id, stories);
      added.push(
        await messages.add(
          project.id,
          'edit_result',
          { prompt, container, containerId: container.id, storyIndex: 0 },
          userMessage.id,
        ),
      );
    }
    const flags = flagsAfterReply(project, mode, { edited: Boolean(container), intent: plan.intent, topicCount });
    await repo.updateProject(
      project.id,
      {
        lastPromptMessageId: userMessage.id,
        ...flags,
        ...(storyCard && { aiTasks: storyCardTasks(startedAt, deps.clock.now()) }),
        // The topic chips name the topics once the flag raises them; an engine that could not do
        // what was asked offers what it can instead (e.g. the topics found).
        ...(flags.shouldShowTopicSuggestion &&
          !project.shouldShowTopicSuggestion &&
          followUps.length > 0 && { promptSuggestions: followUps }),
        ...(plan.suggestions?.length && { promptSuggestions: plan.suggestions }),
        // Rough cuts an engine cut at once (no outline) still count versions and record both tasks.
        ...(container &&
          mode === 'rough_cut' &&
          plan.intent === 'rough_cut' && {
            version: project.version + 1,
            aiTasks: [
              ...storyCardTasks(startedAt, deps.clock.now()).slice(0, 1),
              {
                task_id: 'create_rough_cut' as const,
                status: 'completed' as const,
                started_at: startedAt.toISOString(),
                finished_at: deps.clock.now().toISOString(),
              },
            ],
          }),
        ...(container && {
          mostRecentContainerId: container.id,
          activeEditResultMessageId: added.at(-1)!.id,
          numEditResponses: project.numEditResponses + 1,
        }),
      },
      deps.clock.now(),
    );
    deps.logger.info(
      {
        projectId: project.id,
        intent: plan.intent,
        engine: plan.answeredBy ?? deps.engine.name,
        stories: stories.length,
      },
      'prompt answered',
    );
    return added;
  }

  async function prompt(
    userId: string,
    projectId: string,
    body: { prompt: string; parentMessageId?: string },
  ): Promise<PromptResponse> {
    const project = await loadOwnedProject(deps.db, userId, projectId);
    if (isProcessing(project)) {
      throw new HttpError(
        409,
        projectProcessingCode,
        'This project is still processing. Send the prompt as the initial prompt and it will run when the import is ready.',
      );
    }
    const replyTo = await replyTarget(project, body.parentMessageId);
    // A reply to an edit is stored as the spec's reply_message, pointing at it ('Jump to edit').
    const user = replyTo
      ? await messages.add(projectId, 'reply_message', { text: body.prompt }, replyTo.id)
      : await messages.add(projectId, 'user_message', { prompt: body.prompt });
    const replies = await answer(project, user, body.prompt, replyTo);
    return respond(projectId, [user, ...replies]);
  }

  return {
    prompt,

    /** "Approve" on a story card: the rough cut of the (edited) outline. */
    async approveOutline(userId: string, projectId: string, messageId: string, body: ApproveOutlineBody) {
      const project = await loadOwnedProject(deps.db, userId, projectId);
      const added = await approveStoryCard({ messages, repo, clock: deps.clock }, project, messageId, body);
      deps.logger.info({ projectId, chapters: body.chapters.length }, 'story card approved');
      return respond(projectId, added);
    },

    /** While the import processes, the first prompt waits (spec chat §4); otherwise it runs now. */
    async initialPrompt(userId: string, body: { project_id: string; prompt: string }): Promise<PromptResponse> {
      const project = await loadOwnedProject(deps.db, userId, body.project_id);
      if (!body.prompt.trim()) throw badRequest('A prompt cannot be blank.');
      if (!isProcessing(project) && project.status !== 'created')
        return prompt(userId, project.id, { prompt: body.prompt });
      const user = await messages.add(project.id, 'user_message', { prompt: body.prompt, awaitingImport: true });
      const bot = await messages.add(project.id, 'bot_message', { text: botText.initialPromptSaved }, user.id);
      await repo.updateProject(
        project.id,
        { initialPrompt: body.prompt, lastPromptMessageId: user.id },
        deps.clock.now(),
      );
      return respond(project.id, [user, bot]);
    },

    /** Runs a waiting initial prompt once the import is ready; errors are logged, not thrown. */
    async runInitialPrompt(projectId: string): Promise<MessageRow[]> {
      const project = await repo.getProject(projectId);
      if (!project?.initialPrompt) return [];
      const waiting = (await messages.list(projectId)).find(
        (m) => m.type === 'user_message' && (m.data as { awaitingImport?: boolean }).awaitingImport === true,
      );
      if (!waiting) return [];
      await repo.updateMessage(waiting.id, {
        data: { ...(waiting.data as Record<string, unknown>), awaitingImport: false },
      });
      try {
        const added = await answer(project, waiting, project.initialPrompt);
        await respond(projectId, added);
        return added;
      } catch (err) {
        deps.logger.warn({ err, projectId }, 'initial prompt could not run after import');
        return [];
      }
    },

    async score(
      userId: string,
      body: {
        message_id: string;
        score: 'like' | 'dislike' | 'none';
        feedback?: string;
        story_index: number;
        ai_version?: string;
      },
    ) {
      const message = await repo.getMessage(body.message_id);
      if (!message) throw notFound('Message not found.');
      await loadOwnedProject(deps.db, userId, message.projectId).catch(() => {
        throw notFound('Message not found.');
      });
      const data: Record<string, unknown> = {
        ...(message.data as Record<string, unknown>),
        ratedStoryIndex: body.story_index,
      };
      if (body.feedback !== undefined) data.feedback = body.feedback;
      if (body.ai_version !== undefined) data.aiVersion = body.ai_version;
      await repo.updateMessage(message.id, { rate: body.score, data });
      return { ok: true as const };
    },

    async pickStory(userId: string, projectId: string, messageId: string, storyIndex: number) {
      await loadOwnedProject(deps.db, userId, projectId);
      const message = await messages.get(projectId, messageId);
      if (!message) throw notFound('Message not found.');
      const container = containerSchema.safeParse((message.data as { container?: unknown }).container);
      if (message.type !== 'edit_result' || !container.success) throw badRequest('Only edits have stories to pick.');
      if (!container.data.stories.some((s) => s.index === storyIndex))
        throw badRequest(`This edit has no story ${storyIndex}.`);
      await repo.updateMessage(messageId, { data: { ...(message.data as Record<string, unknown>), storyIndex } });
      await repo.updateProject(projectId, { activeEditResultMessageId: messageId }, deps.clock.now());
      return { message: toProjectMessage((await messages.get(projectId, messageId))!) };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
