import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/client';
import { MessageList } from '../chat/message-list';
import { SharedMediaContext, type SharedMedia } from '../player/shared-media.context';
import { sharedMedia, useSharedChat } from '../share/share.queries';
import { ShareIdContext } from '../share/shared-exports';
import { embedDemo, type DemosResponse } from '../tour/demos.fns';
import { EmbeddedDemoContext } from './embed.context';
import { embeddedShareId } from './embed.fns';

const NO_MEDIA: SharedMedia = { playable: {}, objects: {} };

export const embedText = {
  tryOtto: 'Try Otto',
  invitation: 'Edit your own footage by chatting with Otto.',
  unavailable: "The demo isn't available right now.",
  title: 'Otto demo',
} as const;

/**
 * The embedded demo (`/?embed=demo`), for other websites' iframes: a demo project's chat, read-only and
 * playable, without Otto's own chrome — no sign-in, import, share, settings or chat bar. Where the chat
 * bar would be, 'Try Otto' opens the site in a new tab. `&share=<id>` embeds that shared chat instead.
 */
export function EmbedDemoPage() {
  const named = embeddedShareId(useLocation().search);
  const demos = useQuery({
    queryKey: ['demos'],
    enabled: !named,
    retry: false,
    queryFn: ({ signal }) => api.get<DemosResponse>('/demos', { signal }),
  });
  const shareId = named ?? (demos.data ? (embedDemo(demos.data.demos)?.shareId ?? null) : null);
  const noDemo = !named && (demos.isError || (demos.isSuccess && !shareId));

  return (
    <EmbeddedDemoContext.Provider value={true}>
      <div data-testid="embed-demo" className="flex h-full flex-col bg-canvas">
        {shareId ? <EmbeddedChat shareId={shareId} /> : <Notice loading={!noDemo} />}
        <footer className="flex shrink-0 flex-wrap items-center justify-center gap-3 border-t border-line px-4 py-3">
          <span className="text-sm text-muted">{embedText.invitation}</span>
          <a data-testid="try-otto" href="/" target="_blank" rel="noopener noreferrer" className="btn-primary">
            {embedText.tryOtto}
          </a>
        </footer>
      </div>
    </EmbeddedDemoContext.Provider>
  );
}

function EmbeddedChat({ shareId }: { shareId: string }) {
  const shared = useSharedChat(shareId);
  const media = useMemo(() => (shared.data ? sharedMedia(shared.data) : NO_MEDIA), [shared.data]);
  if (shared.isError) return <Notice loading={false} />;
  const data = shared.data;
  return (
    <ShareIdContext.Provider value={shareId}>
      <SharedMediaContext.Provider value={media}>
        <header className="flex h-12 shrink-0 items-center gap-2 border-b border-line px-4">
          <span
            aria-hidden="true"
            className="grid h-6 w-6 place-items-center rounded-md bg-accent text-xs font-bold text-accent-ink"
          >
            O
          </span>
          <h1 data-testid="embed-title" className="truncate text-sm font-medium text-ink">
            {data?.title ?? embedText.title}
          </h1>
        </header>
        <MessageList projectId={data?.project.id ?? null} loaded={Boolean(data)} loading={shared.isPending} readOnly />
      </SharedMediaContext.Provider>
    </ShareIdContext.Provider>
  );
}

function Notice({ loading }: { loading: boolean }) {
  return (
    <div className="grid flex-1 place-items-center p-6 text-center">
      {loading ? (
        <div aria-label="Loading" className="h-1 w-32 overflow-hidden rounded bg-line">
          <div className="h-full w-1/3 animate-pulse rounded bg-accent" />
        </div>
      ) : (
        <p data-testid="embed-unavailable" className="text-sm text-muted">
          {embedText.unavailable}
        </p>
      )}
    </div>
  );
}
