/**
 * Approving a story card (ai task create_rough_cut): the outline the editor kept, in their order
 * and with their titles, becomes the rough cut; the tasks record when each step ran.
 */
import type { AiTask } from '@otto/shared/project';
import { storyCardSchema, type ApproveOutlineBody } from '@otto/shared/story-card';
import { formatClock } from '../analyse/text.fns';
import type { Clock } from '../http/clock';
import { HttpError, badRequest, notFound } from '../http/http-error';
import type { createMessagesRepo, MessageRow } from '../messages/messages.repo';
import type { ProjectRow } from '../projects/projects.repo';
import type { AssistantRepo } from './assistant.repo';
import { newContainer } from './edit-container.fns';
import { storyFromCard } from './story-card.fns';
import { segmentsDuration } from './edit-pieces.fns';

interface StoryCardDeps {
  messages: ReturnType<typeof createMessagesRepo>;
  repo: AssistantRepo;
  clock: Clock;
}

/** The tasks once the story card is posted: the card done, the cut waiting for approval. */
export const storyCardTasks = (startedAt: Date, finishedAt: Date): AiTask[] => [
  {
    task_id: 'create_story_card',
    status: 'completed',
    started_at: startedAt.toISOString(),
    finished_at: finishedAt.toISOString(),
  },
  { task_id: 'create_rough_cut', status: 'pending' },
];

export async function approveStoryCard(
  deps: StoryCardDeps,
  project: ProjectRow,
  messageId: string,
  body: ApproveOutlineBody,
): Promise<MessageRow[]> {
  const message = await deps.messages.get(project.id, messageId);
  if (!message) throw notFound('Message not found.');
  const data = message.data as { text?: string; storyCard?: unknown };
  const card = storyCardSchema.safeParse(data.storyCard);
  if (message.type !== 'bot_message' || !card.success)
    throw badRequest('This message has no story outline to approve.');
  if (card.data.approvedMessageId) throw new HttpError(409, 'already_approved', 'This outline is already approved.');
  const startedAt = deps.clock.now();
  let story;
  try {
    story = storyFromCard(card.data, body.chapters);
  } catch (err) {
    if (err instanceof RangeError) throw badRequest(err.message);
    throw err;
  }
  const request = message.parentMessageId ? await deps.messages.get(project.id, message.parentMessageId) : undefined;
  const prompt = String((request?.data as { prompt?: unknown; text?: unknown } | undefined)?.prompt ?? 'Rough cut');
  const container = newContainer(project.id, [story]);
  const kept = body.chapters.length;
  const dropped = card.data.chapters.length - kept;
  const bot = await deps.messages.add(
    project.id,
    'bot_message',
    {
      text: `Here is the rough cut of the outline you approved: ${kept} chapter${kept === 1 ? '' : 's'}${dropped > 0 ? ` (${dropped} dropped)` : ''}, ${formatClock(segmentsDuration(story.segments))}.`,
    },
    message.id,
  );
  const edit = await deps.messages.add(
    project.id,
    'edit_result',
    { prompt, container, containerId: container.id, storyIndex: 0 },
    message.id,
  );
  await deps.repo.updateMessage(message.id, {
    data: { ...data, storyCard: { ...card.data, approvedMessageId: edit.id } },
  });
  const finishedAt = deps.clock.now();
  const tasks = (project.aiTasks as AiTask[]).filter((t) => t.task_id !== 'create_rough_cut');
  await deps.repo.updateProject(
    project.id,
    {
      aiTasks: [
        ...tasks,
        {
          task_id: 'create_rough_cut',
          status: 'completed',
          started_at: startedAt.toISOString(),
          finished_at: finishedAt.toISOString(),
        },
      ],
      ...(project.mode === 'rough_cut' && { version: project.version + 1 }),
      mostRecentContainerId: container.id,
      activeEditResultMessageId: edit.id,
      numEditResponses: project.numEditResponses + 1,
    },
    finishedAt,
  );
  return [bot, edit];
}
