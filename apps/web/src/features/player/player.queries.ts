import type { Source } from '@otto/shared/source';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { getSignedUrl } from '../../api/signed-urls';
import { documentStore } from '../../store/document.store';
import { playableUri } from './player.fns';
import { useSharedMedia } from './shared-media.context';

/**
 * Browser-playable URLs of the sources an edit uses, by source id. Sources come from the API (the
 * proxy is preferred over the original), URLs from the signed-URL cache, which refreshes them an
 * hour before they expire.
 */
export function usePlayableUrls(projectId: string, sourceIds: readonly string[]) {
  const wanted = [...new Set(sourceIds)].sort();
  const shared = useSharedMedia();
  const query = useQuery({
    queryKey: ['player', projectId, 'urls', wanted],
    enabled: wanted.length > 0 && !shared,
    // The signed-URL cache decides when a URL is too old; refetching here only asks it again.
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const sources = await api.get<Source[]>(`/projects/${projectId}/sources`, { signal });
      documentStore.getState().upsertSources(sources);
      const entries = await Promise.all(
        wanted.map(async (id) => {
          const source = sources.find((s) => s.id === id);
          const uri = source && playableUri(source);
          return [id, uri ? await getSignedUrl(uri) : null] as const;
        }),
      );
      return Object.fromEntries(entries.filter((e): e is readonly [string, string] => e[1] !== null));
    },
  });
  // A shared chat brings its URLs along (signed for the share): nothing to ask for.
  return shared ? { data: shared.playable, isError: false } : { data: query.data, isError: query.isError };
}
