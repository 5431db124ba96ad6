import { randomBytes } from 'node:crypto';
import type {
  CloneShareBody,
  CloneShareResponse,
  ProjectShareResponse,
  ShareContainerData,
  ShareExportBody,
  ShareResponse,
} from '@otto/shared/api/shares';
import { sourceSchema } from '@otto/shared/source';
import type { Clock } from '../http/clock';
import { HttpError, notFound } from '../http/http-error';
import type { SessionUser } from '../auth/require-user';
import type { UsersRepo } from '../auth/users.repo';
import { projectNotFound } from '../projects/project-access';
import { toProject, toProjectMessage } from '../projects/projects.fns';
import type { ProjectsRepo } from '../projects/projects.repo';
import { toApiSource } from '../sources/sources.fns';
import type { SourcesRepo } from '../sources/sources.repo';
import type { ObjectStorage, SignedUrl } from '../storage/storage';
import { parseObjectUri } from '../storage/storage.keys';
import type { TranscriptsRepo } from '../transcripts/transcripts.repo';
import type { ShareCache } from './share-cache';
import type { ShareCloneRepo } from './share-clone.repo';
import { exportSharedEdit } from './share-export';
import {
  checkShareMedia,
  shareMediaObject,
  shareMediaUrl,
  type ShareMediaGrant,
  type ShareMediaKind,
} from './share-media';
import { messageObjectGrants } from './share-message-media';
import { takeSnapshot, toSharePayload } from './share.snapshot';
import type { ShareRow, SharesRepo } from './shares.repo';

export interface SharesServiceDeps {
  shares: SharesRepo;
  projects: Pick<ProjectsRepo, 'findOwned' | 'sourceIds' | 'messageIds' | 'messages'>;
  sources: Pick<SourcesRepo, 'listByProject'>;
  transcripts: Pick<TranscriptsRepo, 'get'>;
  users: Pick<UsersRepo, 'findById'>;
  clones: ShareCloneRepo;
  storage: Pick<ObjectStorage, 'signGet'>;
  cache: Pick<ShareCache, 'forget'>;
  clock: Clock;
  /** Signs share media URLs (share-media.ts). */
  mediaSecret: Buffer;
  /** How long share media URLs live, as every signed URL (SIGNED_URL_TTL_SECONDS). */
  ttlSeconds: number;
  publicUrl?: string;
}

/** A revoked, deleted or never-existing share: all the same 404, so share ids cannot be probed. */
export const shareNotFound = () => notFound('This shared chat is not available.');

/** The storage URL a share media request is sent on to: short, so a revoked link stops soon after. */
const storageUrlTtlSeconds = 5 * 60;

export const newShareId = (): string => randomBytes(24).toString('base64url');

export function createSharesService(deps: SharesServiceDeps) {
  const { shares, projects, clock } = deps;
  const linkFor = (baseUrl: string, id: string) => `${baseUrl.replace(/\/+$/, '')}/share/${id}`;

  async function snapshotOf(user: SessionUser, projectId: string) {
    const row = await projects.findOwned(user.id, projectId);
    if (!row) throw projectNotFound();
    const [sourceIds, messageIds] = [await projects.sourceIds([row.id]), await projects.messageIds([row.id])];
    const owner = await deps.users.findById(user.id);
    return takeSnapshot({
      project: toProject(row, sourceIds.get(row.id) ?? [], messageIds.get(row.id) ?? []),
      messages: (await projects.messages(row.id)).map(toProjectMessage),
      sources: await deps.sources.listByProject(row.id),
      speakerTurns: row.speakerTurns,
      ownerName: owner?.name ?? null,
    });
  }

  const respond = (share: ShareRow, baseUrl: string): ShareResponse => ({
    ...toSharePayload(share.id, share.snapshot, share.updatedAt),
    url: linkFor(baseUrl, share.id),
  });

  async function ownedLiveShare(user: SessionUser, shareId: string): Promise<ShareRow> {
    const share = await shares.findOwned(user.id, shareId);
    if (!share || share.revokedAt) throw shareNotFound();
    return share;
  }

  async function liveShare(shareId: string): Promise<ShareRow> {
    const share = await shares.findLive(shareId);
    if (!share) throw shareNotFound();
    return share;
  }

  return {
    /** POST /share?project_id=: shares the project, or refreshes its link when it is already shared. */
    async create(
      user: SessionUser,
      projectId: string,
      baseUrl: string,
    ): Promise<{ created: boolean; share: ShareResponse }> {
      const snapshot = await snapshotOf(user, projectId);
      const existing = await shares.findLiveForProject(projectId);
      const share = existing
        ? await shares.replaceSnapshot(existing.id, snapshot, clock.now())
        : await shares.insert({ id: newShareId(), projectId, ownerId: user.id, snapshot, now: clock.now() });
      deps.cache.forget(share.id);
      return { created: !existing, share: respond(share, baseUrl) };
    },

    /** PUT /share?share_id=: the link shows the project as it is now. */
    async update(user: SessionUser, shareId: string, baseUrl: string): Promise<ShareResponse> {
      const share = await ownedLiveShare(user, shareId);
      const updated = await shares.replaceSnapshot(share.id, await snapshotOf(user, share.projectId), clock.now());
      deps.cache.forget(share.id);
      return respond(updated, baseUrl);
    },

    /** DELETE /share?share_id=: turns the link off for good (sharing again makes a new link). */
    async revoke(user: SessionUser, shareId: string): Promise<void> {
      const share = await ownedLiveShare(user, shareId);
      await shares.revoke(share.id, clock.now());
      deps.cache.forget(share.id);
    },

    /** The owner's link for a project, if it is on. */
    async forProject(user: SessionUser, projectId: string, baseUrl: string): Promise<ProjectShareResponse> {
      if (!(await projects.findOwned(user.id, projectId))) throw projectNotFound();
      const share = await shares.findLiveForProject(projectId);
      return {
        share: share
          ? { share_id: share.id, url: linkFor(baseUrl, share.id), lastModified: share.updatedAt.toISOString() }
          : null,
      };
    },

    /** GET /share/container-data?share_id=: the shared chat, with media URLs signed for this share only. */
    async containerData(shareId: string): Promise<ShareContainerData> {
      const share = await liveShare(shareId);
      const expires = Math.floor(clock.now().getTime() / 1000) + deps.ttlSeconds;
      const signed = (sourceId: string, kind: ShareMediaKind) => ({
        url: shareMediaUrl(deps.mediaSecret, { shareId, sourceId, kind, expires }, deps.publicUrl),
        expires: expires * 1000,
      });
      const media: ShareContainerData['media'] = {};
      const transcripts: ShareContainerData['transcripts'] = {};
      for (const source of share.snapshot.sources) {
        media[source.id] = {
          playable: shareMediaObject(source, 'playable') ? signed(source.id, 'playable') : null,
          thumbnail: shareMediaObject(source, 'thumbnail') ? signed(source.id, 'thumbnail') : null,
        };
        const transcript = await deps.transcripts.get(source.id);
        if (transcript) transcripts[source.id] = { language: transcript.language, words: transcript.words };
      }
      const objects: ShareContainerData['objects'] = {};
      for (const [uri, grant] of messageObjectGrants(share.snapshot.messages, share.snapshot.sources)) {
        objects[uri] = signed(grant.sourceId, grant.kind);
      }
      return { ...toSharePayload(share.id, share.snapshot, share.updatedAt), media, transcripts, objects };
    },

    /** GET /share/media/…: checks the grant and that the share is still on, then a short storage URL for that one object. */
    async media(grant: ShareMediaGrant, signature: string): Promise<SignedUrl> {
      const check = checkShareMedia(deps.mediaSecret, grant, signature, clock.now().getTime());
      if (check === 'expired') {
        throw new HttpError(403, 'url_expired', 'This link has expired. Reload the shared chat and try again.');
      }
      if (check === 'invalid') throw new HttpError(403, 'url_invalid', 'This link is not valid.');
      const share = await liveShare(grant.shareId);
      const source = share.snapshot.sources.find((s) => s.id === grant.sourceId);
      const location = source && parseObjectUri(shareMediaObject(source, grant.kind) ?? '');
      if (!location) throw notFound('Not found');
      return deps.storage.signGet(location.bucket, location.key, storageUrlTtlSeconds);
    },

    /** The share's first poster frame for link previews (a short storage URL), or null when it has none. */
    async thumbnail(shareId: string): Promise<string | null> {
      const share = await liveShare(shareId);
      const poster = share.snapshot.sources.find((s) => s.thumbnailsUri);
      const location = poster && parseObjectUri(poster.thumbnailsUri ?? '');
      return location ? (await deps.storage.signGet(location.bucket, location.key, storageUrlTtlSeconds)).url : null;
    },

    /** POST /share/export: captions or a document of one shared edit, made from the snapshot. */
    async exportDocument(body: ShareExportBody) {
      return exportSharedEdit((await liveShare(body.share_id)).snapshot, body);
    },

    /** POST /share/clone: the snapshot becomes a project the signed-in user owns. */
    async clone(user: SessionUser, body: CloneShareBody): Promise<CloneShareResponse> {
      if (body.clone_to_user && body.clone_to_user.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new HttpError(403, 'forbidden', 'A chat can only be cloned into your own account.');
      }
      const share = await liveShare(body.share_id);
      const projectId = await deps.clones.cloneInto(user.id, share.snapshot, clock.now());
      const row = await projects.findOwned(user.id, projectId);
      if (!row) throw new Error(`cloned project ${projectId} vanished`);
      const [sourceIds, messageIds] = [await projects.sourceIds([projectId]), await projects.messageIds([projectId])];
      const messageRows = await projects.messages(projectId);
      const sourceRows = await deps.sources.listByProject(projectId);
      return {
        project: toProject(row, sourceIds.get(projectId) ?? [], messageIds.get(projectId) ?? []),
        messages: Object.fromEntries(messageRows.map((m) => [m.id, toProjectMessage(m)])),
        sources: Object.fromEntries(sourceRows.map((s) => [s.id, sourceSchema.parse(toApiSource(s))])),
      };
    },
  };
}
export type SharesService = ReturnType<typeof createSharesService>;
