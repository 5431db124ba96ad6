import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { projects, sources } from '../db/schema';
import type { ObjectStorage } from '../storage/storage';
import { parseObjectUri } from '../storage/storage.keys';

/**
 * Where one source's objects live: `{projectId}/{sourceId}/` in 'ingest' (the original) and
 * 'media' (proxy, audio, waveform, thumbnails, analysis). A source imported here lives under its
 * own ids; a clone's source points at the folder of the source it was copied from, so cloning
 * copies no bytes. An object folder stays while any source row refers to it.
 */
export interface MediaRoot {
  projectId: string;
  sourceId: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SourceUris = {
  id: string;
  projectId: string;
  originalFileUri: string | null;
  transcodedFileUri: string | null;
  audioUri: string | null;
};

/** The folder an object URI is in, when it is a source's media (`s3://ingest|media/{p}/{s}/…`). */
export function mediaRootOfUri(uri: string | null | undefined): MediaRoot | null {
  const location = uri ? parseObjectUri(uri) : null;
  if (!location || (location.bucket !== 'ingest' && location.bucket !== 'media')) return null;
  const [projectId, sourceId] = location.key.split('/');
  return projectId && sourceId && uuid.test(projectId) && uuid.test(sourceId) ? { projectId, sourceId } : null;
}

/** Where a source's objects are: the folder its URIs name, else its own (an upload not finished yet). */
export function mediaRootOf(row: SourceUris): MediaRoot {
  return (
    mediaRootOfUri(row.originalFileUri) ??
    mediaRootOfUri(row.transcodedFileUri) ??
    mediaRootOfUri(row.audioUri) ?? { projectId: row.projectId, sourceId: row.id }
  );
}

const rootKey = (r: MediaRoot) => `${r.projectId}/${r.sourceId}/`;

/** Source rows whose URIs point into `prefix` (a root's folder, or a whole project's). Ids are checked uuids: no LIKE wildcards. */
const refersTo = (prefix: string) =>
  or(
    like(sources.originalFileUri, `s3://ingest/${prefix}%`),
    like(sources.transcodedFileUri, `s3://media/${prefix}%`),
    like(sources.audioUri, `s3://media/${prefix}%`),
  );

export function createMediaReferences(deps: {
  db: Db;
  storage: Pick<ObjectStorage, 'deletePrefix'>;
  logger?: Pick<Logger, 'warn'>;
}) {
  const { db } = deps;

  async function referenced(prefix: string): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`1` })
      .from(sources)
      .where(refersTo(prefix))
      .limit(1);
    return row !== undefined;
  }

  async function projectExists(projectId: string): Promise<boolean> {
    const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    return row !== undefined;
  }

  async function deleteFolder(prefix: string) {
    for (const bucket of ['ingest', 'media'] as const) {
      try {
        await deps.storage.deletePrefix(bucket, prefix);
      } catch (err) {
        deps.logger?.warn({ err, bucket, prefix }, 'could not delete media objects');
      }
    }
  }

  return {
    /** Whether `userId` owns a project with a source that uses the objects in `root` (its own or a clone's). */
    async mayRead(userId: string, root: MediaRoot): Promise<boolean> {
      const [row] = await db
        .select({ n: sql<number>`1` })
        .from(sources)
        .innerJoin(projects, eq(projects.id, sources.projectId))
        .where(and(eq(projects.userId, userId), refersTo(rootKey(root))))
        .limit(1);
      return row !== undefined;
    },

    /**
     * After source rows went away: deletes each folder no remaining source refers to, and a gone
     * project's whole folder (leftover uploads) once nothing refers to anything in it.
     */
    async release(roots: readonly MediaRoot[], goneProjectIds: readonly string[] = []): Promise<void> {
      const seen = new Set<string>();
      for (const root of roots) {
        if (seen.has(rootKey(root))) continue;
        seen.add(rootKey(root));
        if (!(await referenced(rootKey(root)))) await deleteFolder(rootKey(root));
      }
      for (const projectId of new Set([...roots.map((r) => r.projectId), ...goneProjectIds])) {
        if (!(await projectExists(projectId)) && !(await referenced(`${projectId}/`))) await deleteFolder(`${projectId}/`);
      }
    },
  };
}
export type MediaReferences = ReturnType<typeof createMediaReferences>;
