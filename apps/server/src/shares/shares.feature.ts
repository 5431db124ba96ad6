import { shareDescription, type SharePageMeta } from './share-page.fns';
import type { AppDeps } from '../infrastructure/deps';
import { createUsersRepo } from '../auth/users.repo';
import { createProjectsRepo } from '../projects/projects.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { loadSigningKey } from '../storage/signing-key';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { createShareCache } from './share-cache';
import { createShareCloneRepo } from './share-clone.repo';
import { shareMediaSecret } from './share-media';
import { createSharesRepo } from './shares.repo';
import { createSharesService } from './shares.service';

export type SharesDeps = Pick<AppDeps, 'clock' | 'config' | 'database' | 'storage'>;

/** What a link preview needs of a share, without its base URL (added per request). */
export type SharePreview = Omit<SharePageMeta, 'url' | 'image'> & { imagePath: string | null; lastModified: Date };

/** Keyed by the app's database: the pages get a copy of the deps object, the same infrastructure. */
const built = new WeakMap<SharesDeps['database'], Promise<ReturnType<typeof build>>>();

function build(deps: SharesDeps, mediaSecret: Buffer) {
  const db = deps.database.db;
  const shares = createSharesRepo(db);
  const cache = createShareCache<SharePreview, { id: string; updatedAt: Date }>({
    loadPage: async (shareId) => {
      const share = await shares.findLive(shareId);
      if (!share) return null;
      const { snapshot } = share;
      const poster = snapshot.sources.find((s) => s.thumbnailsUri);
      return {
        title: `${snapshot.title} · Otto`,
        description: shareDescription({
          ownerName: snapshot.user.name,
          edits: snapshot.messages.filter((m) => m.type === 'edit_result').length,
          files: snapshot.sources.length,
        }),
        imagePath: poster ? `/api/share/thumbnail/${share.id}` : null,
        lastModified: share.updatedAt,
      };
    },
    loadSitemap: () => shares.listLive(),
    clock: deps.clock,
    ttlMs: 5 * 60_000,
  });
  const service = createSharesService({
    shares,
    projects: createProjectsRepo(db),
    sources: createSourcesRepo(db),
    transcripts: createTranscriptsRepo(db),
    users: createUsersRepo(db),
    clones: createShareCloneRepo(db),
    storage: deps.storage,
    cache,
    clock: deps.clock,
    mediaSecret,
    ttlSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
    publicUrl: deps.config.PUBLIC_URL,
  });
  return { service, cache };
}

/**
 * The share service and its preview cache, one per app: the API routes and the public pages
 * (/share/:id, /sitemap.xml) are mounted apart but must see the same cache.
 */
export function sharesFeature(deps: SharesDeps) {
  let feature = built.get(deps.database);
  if (!feature) {
    feature = loadSigningKey(deps.config).then((key) => build(deps, shareMediaSecret(key)));
    built.set(deps.database, feature);
  }
  return feature;
}
