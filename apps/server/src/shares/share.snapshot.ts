import type { Project } from '@otto/shared';
import type { ProjectMessage } from '@otto/shared/api/projects';
import type { SharePayload } from '@otto/shared/api/shares';
import { isUntitledProjectName } from '@otto/shared/project';
import { sourceSchema, type Source } from '@otto/shared/source';
import type { SourceRow } from '../sources/sources.repo';

/**
 * What a clone needs of a source besides what visitors see: where its objects are, how ffprobe saw
 * it, and where a multicam camera sits on the main audio. One list, so a new column cannot be
 * shared but lost in the clone (or the reverse).
 */
const snapshotColumns = [
  'filename',
  'type',
  'importType',
  'state',
  'category',
  'durationMs',
  'filesize',
  'originalFileUri',
  'transcodedFileUri',
  'audioUri',
  'waveformUri',
  'thumbnailsUri',
  'mediaInfo',
  'position',
  'syncOffsetSec',
] as const satisfies readonly (keyof SourceRow)[];

export type SnapshotSource = Pick<SourceRow, 'id' | (typeof snapshotColumns)[number]>;

function snapshotSource(row: SourceRow): SnapshotSource {
  const picked: Partial<SnapshotSource> = { id: row.id };
  for (const column of snapshotColumns) Object.assign(picked, { [column]: row[column] });
  return picked as SnapshotSource;
}

/** A shared chat frozen when the owner shared (or re-shared) it. Only what the payload names, never owner settings. */
export interface ShareSnapshot {
  project: Project;
  messages: ProjectMessage[];
  sources: SnapshotSource[];
  /**
   * A multicam recording's speaker turns (projects.speaker_turns), which the clone's multicam
   * edits cut by; never shown to visitors. Absent in snapshots taken before clones kept them.
   */
  speakerTurns?: unknown;
  title: string;
  user: { name: string | null };
}

/**
 * The owner's own export runs stay out of a share: their signed download URLs and job keys point
 * at objects that are not the shared media (spec: a share exposes only its snapshot).
 */
const ownerOnlyMessageFields = ['downloadUrl', 'exportJobs', 'exportErrorMessage', 'thumbnailS3Uri'] as const;

export function shareableMessage(message: ProjectMessage): ProjectMessage {
  const data = { ...message.data };
  for (const field of ownerOnlyMessageFields) delete data[field];
  return { ...message, data };
}

/** Only finished media is shared: a file still uploading, or one that failed, has nothing to play. */
const shareable = (s: SourceRow) => s.state === 'completed';

export function takeSnapshot(input: {
  project: Project;
  messages: ProjectMessage[];
  sources: SourceRow[];
  speakerTurns: unknown;
  ownerName: string | null;
}): ShareSnapshot {
  const sources = input.sources.filter(shareable);
  const sourceIds = new Set(sources.map((s) => s.id));
  return {
    // A visitor's copy never shows an export in progress: that is the owner's own state.
    project: {
      ...input.project,
      status: input.project.status === 'exporting' ? 'success' : input.project.status,
      exportingStatus: {},
      sourceIds: input.project.sourceIds.filter((id) => sourceIds.has(id)),
    },
    messages: input.messages.map(shareableMessage),
    sources: sources.map(snapshotSource),
    speakerTurns: input.speakerTurns,
    title: isUntitledProjectName(input.project.name) ? 'Untitled' : input.project.name.trim(),
    user: { name: input.ownerName },
  };
}

/** A snapshot source as visitors see it: no upload jobs, no cloud-provider tokens. */
export function toShareSource(projectId: string, s: SnapshotSource): Source {
  return sourceSchema.parse({
    id: s.id,
    projectId,
    filename: s.filename,
    type: s.type,
    importType: s.importType,
    state: s.state,
    durationMs: s.durationMs,
    filesize: s.filesize,
    originalFileUri: s.originalFileUri,
    transcodedFileUri: s.transcodedFileUri,
    uploadJobId: null,
    uploadProgress: null,
    startIngestTime: null,
    job: null,
    errorType: null,
    errorCode: null,
    stale: false,
    category: s.category,
    cloudFileData: null,
    // Snapshots taken before multicam sync was stored have no offset.
    syncOffsetSec: s.syncOffsetSec ?? null,
  });
}

/** The spec's share payload (chat §3); every message says it is shared, so the client changes nothing for it. */
export function toSharePayload(shareId: string, snapshot: ShareSnapshot, lastModified: Date): SharePayload {
  return {
    share_id: shareId,
    project: snapshot.project,
    messages: snapshot.messages.map((m) => ({ ...m, data: { ...m.data, isShare: true } })),
    sources: snapshot.sources.map((s) => toShareSource(snapshot.project.id, s)),
    title: snapshot.title,
    user: snapshot.user,
    lastModified: lastModified.toISOString(),
  };
}
