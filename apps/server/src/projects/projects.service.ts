import type { Project } from '@otto/shared';
import { defaultTranscriptionLanguage } from '@otto/shared/languages';
import { renamedSpeakers, speakerNamesSchema, type RenameSpeaker } from '@otto/shared/speakers';
import {
  tierChangedCode,
  type CreateProjectBody,
  type ProjectMessage,
  type UpdateProjectBody,
} from '@otto/shared/api/projects';
import type { Logger } from 'pino';
import type { AnalyticsRepo } from '../analytics/analytics.repo';
import type { SessionUser } from '../auth/require-user';
import type { Clock } from '../http/clock';
import { HttpError, badRequest } from '../http/http-error';
import type { ObjectStorage } from '../storage/storage';
import { mediaRootOf, type MediaReferences } from '../sources/media-references';
import { projectNotFound } from './project-access';
import { toProject, toProjectMessage } from './projects.fns';
import type { ProjectRow, ProjectsRepo } from './projects.repo';

interface ProjectsServiceDeps {
  projects: ProjectsRepo;
  storage: Partial<Pick<ObjectStorage, 'deletePrefix'>>;
  /** Media may be shared with clones: it goes only when no project refers to it any more. */
  media: Pick<MediaReferences, 'release'>;
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
  analytics: Pick<AnalyticsRepo, 'record'>;
}

export function createProjectsService(deps: ProjectsServiceDeps) {
  const { projects, clock } = deps;

  const owned = async (userId: string, id: string): Promise<ProjectRow> => {
    const row = await projects.findOwned(userId, id);
    if (!row) throw projectNotFound();
    return row;
  };

  const present = async (rows: ProjectRow[]): Promise<Project[]> => {
    const ids = rows.map((r) => r.id);
    const [sourceIds, messageIds] = [await projects.sourceIds(ids), await projects.messageIds(ids)];
    return rows.map((r) => toProject(r, sourceIds.get(r.id) ?? [], messageIds.get(r.id) ?? []));
  };
  const presentOne = async (row: ProjectRow): Promise<Project> => (await present([row]))[0] as Project;

  return {
    async list(userId: string): Promise<Project[]> {
      return present(await projects.listByUser(userId));
    },

    async create(user: Pick<SessionUser, 'id' | 'subscriptionTier'>, body: CreateProjectBody): Promise<Project> {
      // The picker shows what the user's plan allows; one opened before the plan changed is stale.
      if (body.subscriptionTier && body.subscriptionTier !== user.subscriptionTier) {
        throw new HttpError(409, tierChangedCode, 'Your plan changed while this page was open. Choose the mode again.');
      }
      const row = await projects.insert({
        userId: user.id,
        mode: body.mode,
        name: body.name ?? '',
        category: body.category ?? 'singlecam',
        transcriptionLanguage: body.transcriptionLanguage ?? defaultTranscriptionLanguage,
      });
      // Spec import §7: user_created_project, recorded with the tier the project was made under.
      await deps.analytics.record({
        name: 'user_created_project',
        userId: user.id,
        projectId: row.id,
        props: { mode: row.mode, category: row.category, tier: user.subscriptionTier },
      });
      return presentOne(row);
    },

    async get(userId: string, id: string): Promise<Project> {
      return presentOne(await owned(userId, id));
    },

    async update(userId: string, id: string, body: UpdateProjectBody): Promise<Project> {
      const row = await owned(userId, id);
      const sourceIds = (await projects.sourceIds([id])).get(id) ?? [];
      const changesType =
        (body.mode !== undefined && body.mode !== row.mode) ||
        (body.category !== undefined && body.category !== row.category) ||
        (body.audioOverlap !== undefined && body.audioOverlap !== row.audioOverlap);
      // The import card's type selector is disabled once importing started or edits exist.
      if (changesType && (sourceIds.length > 0 || row.numEditResponses > 0)) {
        throw new HttpError(409, 'project_locked', "The project type can't be changed once importing has started.");
      }
      if (body.mainAudioId && !sourceIds.includes(body.mainAudioId)) {
        throw badRequest('The main audio must be one of the project’s files.');
      }
      return presentOne(await projects.update(id, body, clock.now()));
    },

    /** Names (or, with a blank name, un-names) one diarized speaker across the project. */
    async renameSpeaker(userId: string, id: string, body: RenameSpeaker): Promise<Project> {
      const row = await owned(userId, id);
      const names = renamedSpeakers(speakerNamesSchema.parse(row.speakerNames), body);
      return presentOne(await projects.update(id, { speakerNames: names }, clock.now()));
    },

    async remove(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      const roots = (await projects.sourceUris(id)).map(mediaRootOf);
      await projects.delete(id);
      // Objects go after the rows: a failed delete leaves orphaned bytes, never a project without media.
      try {
        await deps.storage.deletePrefix?.('exports', `${id}/`);
      } catch (err) {
        deps.logger.warn({ err, bucket: 'exports', projectId: id }, 'could not delete project objects');
      }
      // The project's own folders, and those of the sources it was cloned from, unless another project uses them.
      await deps.media.release(roots, [id]);
    },

    async messages(userId: string, id: string): Promise<ProjectMessage[]> {
      await owned(userId, id);
      return (await projects.messages(id)).map(toProjectMessage);
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
