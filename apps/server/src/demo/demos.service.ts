import { randomUUID } from 'node:crypto';
import type { Demo, DemoProjectResponse } from '@otto/shared/api/demos';
import { isUntitledProjectName } from '@otto/shared/project';
import type { Clock } from '../http/clock';
import { HttpError, notFound } from '../http/http-error';
import type { ProjectRow, ProjectsRepo } from '../projects/projects.repo';
import type { ShareCloneRepo } from '../shares/share-clone.repo';
import { remapIds } from '../shares/share-clone.fns';
import type { ShareSnapshot } from '../shares/share.snapshot';
import type { SharesRepo } from '../shares/shares.repo';
import type { SourcesRepo } from '../sources/sources.repo';
import type { ObjectStorage } from '../storage/storage';
import { parseObjectUri } from '../storage/storage.keys';
import { demoCategory, demoStartData, demoVideos, playableUri, sourceIdMap } from './demo.fns';
import type { DemosRepo } from './demos.repo';

export interface DemosServiceDeps {
  demos: DemosRepo;
  shares: Pick<SharesRepo, 'findLive'>;
  clones: ShareCloneRepo;
  projects: Pick<ProjectsRepo, 'get' | 'update'>;
  sources: Pick<SourcesRepo, 'listByProject'>;
  storage: Pick<ObjectStorage, 'signGet'>;
  clock: Clock;
  /** SIGNED_URL_TTL_SECONDS. */
  ttlSeconds: number;
  /** A project's transcripts are in the chat: analysis and named suggestions, as after an import. */
  analyse(projectId: string): Promise<void>;
  /** The bot message that shows the transcripts, as after an import. */
  announceTranscripts(projectId: string, sources: { id: string; filename: string }[]): Promise<void>;
}

const demoNotFound = () => notFound('This demo is not available.');

/**
 * The demo picker's server side: the seeded demos as tiles, a new project cloned from a demo's share
 * (type getting_started), or a demo's files with their transcripts added to the user's empty project.
 * Both start the chat with the demo_start message.
 */
export function createDemosService(deps: DemosServiceDeps) {
  const { demos } = deps;

  async function sign(uri: string | null): Promise<string | null> {
    const location = uri ? parseObjectUri(uri) : null;
    return location ? (await deps.storage.signGet(location.bucket, location.key, deps.ttlSeconds)).url : null;
  }

  /** The demo's frozen snapshot (its share), once it is ready. */
  async function readySnapshot(demoProjectId: string): Promise<ShareSnapshot> {
    const demo = await demos.findByProject(demoProjectId);
    if (!demo) throw demoNotFound();
    if (!demo.readyAt || !demo.shareId) {
      throw new HttpError(409, 'demo_not_ready', 'This demo is still being prepared. Try again in a minute.');
    }
    const share = await deps.shares.findLive(demo.shareId);
    if (!share) throw demoNotFound();
    return share.snapshot;
  }

  async function startChat(project: ProjectRow, snapshot: ShareSnapshot): Promise<void> {
    const copies = await deps.sources.listByProject(project.id);
    const ids = sourceIdMap(snapshot.sources, copies);
    const demoProject = await deps.projects.get(snapshot.project.id);
    await deps.projects.update(
      project.id,
      {
        type: 'getting_started',
        // Who speaks when, so camera switching works in the copy as in the demo.
        ...(demoProject?.speakerTurns != null && { speakerTurns: remapIds(demoProject.speakerTurns, ids) }),
      },
      deps.clock.now(),
    );
    const start = demoStartData(copies, snapshot.project.category === 'multicam');
    if (start) await demos.addDemoStart(project.id, start, deps.clock.now());
  }

  return {
    /** GET /demos: every seeded demo, with signed URLs of its poster and videos. */
    async list(): Promise<Demo[]> {
      const rows = await demos.list();
      const media = await demos.sourcesOf(rows.map((r) => r.projectId));
      return Promise.all(
        rows.map(async (row) => {
          const videos = demoVideos(media.filter((s) => s.projectId === row.projectId));
          const links = await Promise.all(videos.map((v) => sign(playableUri(v))));
          return {
            projectId: row.projectId,
            name: row.name,
            thumbnailUrl: await sign(videos.find((v) => v.thumbnailsUri)?.thumbnailsUri ?? null),
            assetLinks: links.filter((l): l is string => l !== null),
            shareId: row.shareId,
            category: demoCategory(row.category),
            ready: row.readyAt !== null,
          };
        }),
      );
    },

    /** POST /demos/:projectId/projects: the demo, its transcripts and example edits, as the user's own project. */
    async addProject(userId: string, demoProjectId: string): Promise<DemoProjectResponse> {
      const snapshot = await readySnapshot(demoProjectId);
      const projectId = await deps.clones.cloneInto(userId, snapshot, deps.clock.now());
      const project = await deps.projects.get(projectId);
      if (!project) throw new Error(`demo copy ${projectId} vanished`);
      await startChat(project, snapshot);
      return { projectId };
    },

    /**
     * POST /projects/:id/demo: the demo's files, already transcribed, in the user's project (one with no
     * files yet, of the demo's category), ready for a first prompt.
     */
    async useInProject(project: ProjectRow, demoProjectId: string): Promise<DemoProjectResponse> {
      const snapshot = await readySnapshot(demoProjectId);
      if ((await deps.sources.listByProject(project.id)).length > 0) {
        throw new HttpError(
          409,
          'project_not_empty',
          'This project already has files. Add the demo as a new demo project instead.',
        );
      }
      if (demoCategory(project.category) !== demoCategory(snapshot.project.category)) {
        throw new HttpError(
          409,
          'demo_category_mismatch',
          'This demo is for another kind of project. Add it as a new demo project instead.',
        );
      }
      const ids = new Map(snapshot.sources.map((s) => [s.id, randomUUID()]));
      await demos.copySources(
        snapshot.sources.map(({ id, ...columns }) => ({ ...columns, id: ids.get(id)!, projectId: project.id })),
        ids,
      );
      const now = deps.clock.now();
      const mainAudioId = snapshot.project.mainAudioId ? (ids.get(snapshot.project.mainAudioId) ?? null) : null;
      const updated = await deps.projects.update(
        project.id,
        {
          status: 'success',
          multicamImportStage: 'done',
          mainAudioId,
          transcriptionLanguage: snapshot.project.transcriptionLanguage,
          ...(isUntitledProjectName(project.name) && { name: snapshot.project.name }),
        },
        now,
      );
      await deps.announceTranscripts(
        project.id,
        snapshot.sources.map((s) => ({ id: ids.get(s.id)!, filename: s.filename })),
      );
      await deps.analyse(project.id);
      await startChat(updated, snapshot);
      return { projectId: project.id };
    },
  };
}
export type DemosService = ReturnType<typeof createDemosService>;
