/**
 * Edit by transcript (issue 15): the edit view reads an edit's sources as words, sentences and
 * fillers, and stores each change as a new version of the edit's container. The message always
 * holds the newest version, so the player, exports and follow-ups all read the edited cut.
 */
import { randomUUID } from 'node:crypto';
import { containerSchema, upgradeContainer, type Container } from '@otto/shared/container';
import {
  editVersionConflictCode,
  type EditContext,
  type SaveEditBody,
  type SaveEditResponse,
} from '@otto/shared/api/edits';
import { segmentListIssues } from '@otto/shared/transcript-edit';
import type { AnalysisService } from '../analyse/analyse.service';
import type { Db } from '../db/database';
import { HttpError, badRequest, notFound } from '../http/http-error';
import { createMessagesRepo, type MessageRow } from '../messages/messages.repo';
import { loadOwnedProject } from '../projects/project-access';
import { toProjectMessage } from '../projects/projects.fns';
import { createEditsRepo } from './edits.repo';
import { withCameraBlocks } from '../multicam/multicam-edit.fns';
import { aiBoundaries, bySourceId, editSourcesOf, nextContainer } from './edits.fns';

export interface EditsDeps {
  db: Db;
  analysis: Pick<AnalysisService, 'forProject'>;
}

const versionOf = (row: MessageRow) => (row.data as { editVersion?: number }).editVersion ?? 0;

export function createEditsService(deps: EditsDeps) {
  const messages = createMessagesRepo(deps.db);
  const repo = createEditsRepo(deps.db);

  /** The user's edit result with its container; 404 for anything else. */
  async function ownedEdit(userId: string, projectId: string, messageId: string) {
    const project = await loadOwnedProject(deps.db, userId, projectId);
    const row = await messages.get(project.id, messageId);
    if (!row || row.type !== 'edit_result') throw notFound('Edit not found.');
    const container = containerSchema.safeParse((row.data as { container?: unknown }).container);
    if (!container.success) throw notFound('Edit not found.');
    return { project, row, container: container.data };
  }

  /** The AI's own result: version 0 once the edit has been changed, else what the message holds. */
  async function aiContainer(row: MessageRow, current: Container): Promise<Container> {
    const first = await repo.get(row.id, 0);
    return first ? upgradeContainer(first.container) : current;
  }

  return {
    async context(userId: string, projectId: string, messageId: string): Promise<EditContext> {
      const { row, container } = await ownedEdit(userId, projectId, messageId);
      const analysis = await deps.analysis.forProject(projectId);
      const versions = await repo.list(row.id);
      return {
        version: versionOf(row),
        versions: (versions.length > 0 ? versions : [{ version: 0, source: 'ai', createdAt: row.createdAt }]).map(
          (v) => ({
            version: v.version,
            source: v.source === 'user' ? 'user' : 'ai',
            createdAt: v.createdAt.toISOString(),
          }),
        ),
        ai: await aiContainer(row, container),
        sources: editSourcesOf(analysis),
      };
    },

    async save(userId: string, projectId: string, messageId: string, body: SaveEditBody): Promise<SaveEditResponse> {
      const { project, row, container } = await ownedEdit(userId, projectId, messageId);
      const current = versionOf(row);
      const conflict = () =>
        new HttpError(
          409,
          editVersionConflictCode,
          'This edit was changed in another tab. The latest version is loaded.',
        );
      if (body.baseVersion !== current) throw conflict();
      const ai = await aiContainer(row, container);
      let next: Container;
      if ('revert' in body) {
        next = { ...ai, id: randomUUID() };
      } else {
        if (!container.stories.some((s) => s.index === body.storyIndex))
          throw badRequest(`This edit has no story ${body.storyIndex}.`);
        const analysis = await deps.analysis.forProject(projectId);
        const sources = bySourceId(editSourcesOf(analysis));
        const issues = segmentListIssues(sources, body.segments, aiBoundaries(ai));
        if (issues.length > 0)
          throw badRequest(`These segments cannot be cut: ${issues.slice(0, 3).join('; ')}.`, 'invalid_segments');
        next = nextContainer(container, body.storyIndex, body.segments, sources);
        // A multicam edit's cameras are switched again over the edited segments.
        const mainWords = analysis.sources.find((s) => s.sourceId === project.mainAudioId)?.words ?? [];
        next = { ...next, stories: withCameraBlocks(next.stories, project, mainWords) };
      }
      const version = current + 1;
      const data = {
        ...(row.data as Record<string, unknown>),
        container: next,
        containerId: next.id,
        editVersion: version,
      };
      const saved = await repo.save({
        messageId: row.id,
        projectId,
        version,
        source: 'revert' in body ? 'ai' : 'user',
        data,
        previous: { containerId: container.id, container },
      });
      if (!saved) throw conflict();
      return { version, message: toProjectMessage((await messages.get(projectId, messageId))!) };
    },
  };
}
export type EditsService = ReturnType<typeof createEditsService>;
