import { notFound } from '../http/http-error';
import type { Db } from '../db/database';
import { createProjectsRepo, type ProjectRow } from './projects.repo';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const projectNotFound = () => notFound('Project not found.');

/**
 * The project if `userId` owns it. Anything else (malformed id, missing, someone else's)
 * answers the same 404, so ids of other users' projects cannot be probed.
 */
export async function loadOwnedProject(db: Db, userId: string, projectId: string): Promise<ProjectRow> {
  if (!uuidPattern.test(projectId)) throw projectNotFound();
  const row = await createProjectsRepo(db).findOwned(userId, projectId);
  if (!row) throw projectNotFound();
  return row;
}
