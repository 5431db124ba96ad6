import type { Clock } from '../http/clock';

/**
 * Link previews and the sitemap are read by crawlers far more often than shares change: what they
 * show is kept for a while and dropped when the owner shares, updates or revokes (in this process;
 * other processes catch up within `ttlMs`, or at once with the staff command /update_cache).
 */
export interface ShareCacheEntry<Page> {
  value: Page | null;
  at: number;
}

export function createShareCache<Page, Entry>(deps: {
  loadPage(shareId: string): Promise<Page | null>;
  loadSitemap(): Promise<Entry[]>;
  clock: Clock;
  ttlMs: number;
}) {
  const pages = new Map<string, ShareCacheEntry<Page>>();
  let sitemap: { value: Entry[]; at: number } | null = null;
  const fresh = (at: number) => deps.clock.now().getTime() - at < deps.ttlMs;
  const maxPages = 1000;

  async function loadPage(shareId: string): Promise<Page | null> {
    const value = await deps.loadPage(shareId);
    pages.delete(shareId);
    pages.set(shareId, { value, at: deps.clock.now().getTime() });
    if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
    return value;
  }

  async function loadSitemap(): Promise<Entry[]> {
    const value = await deps.loadSitemap();
    sitemap = { value, at: deps.clock.now().getTime() };
    return value;
  }

  return {
    async page(shareId: string): Promise<Page | null> {
      const hit = pages.get(shareId);
      return hit && fresh(hit.at) ? hit.value : loadPage(shareId);
    },
    async sitemap(): Promise<Entry[]> {
      return sitemap && fresh(sitemap.at) ? sitemap.value : loadSitemap();
    },
    forget(shareId: string): void {
      pages.delete(shareId);
      sitemap = null;
    },
    /** Loads both again now; says which worked (a missing share is a failure of the first). */
    async refresh(shareId: string): Promise<{ share: boolean; sitemap: boolean }> {
      const share = await loadPage(shareId).then(
        (page) => page !== null,
        () => false,
      );
      const map = await loadSitemap().then(
        () => true,
        () => false,
      );
      return { share, sitemap: map };
    },
  };
}
export type ShareCache = ReturnType<typeof createShareCache>;
