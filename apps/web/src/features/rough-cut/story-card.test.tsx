import type { StoryCard as StoryCardData } from '@otto/shared/story-card';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoryCard } from './story-card';

const projectId = '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11';
const messageId = '1d1e2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f';
const sourceId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const card: StoryCardData = {
  chapters: [
    { title: 'Childhood', duration: 10, segments: [{ sourceId, start: 0, end: 10, text: 'we grew up by the sea' }] },
    { title: 'Moving', duration: 15, segments: [{ sourceId, start: 30, end: 45, text: 'then we moved inland' }] },
  ],
};

const render = (c: StoryCardData, readOnly?: boolean) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StoryCard projectId={projectId} messageId={messageId} card={c} readOnly={readOnly} />
    </QueryClientProvider>,
  );

describe('story card', () => {
  it('lists the chapters to reorder, rename or drop, with the length they make, and Approve', () => {
    const html = render(card);
    expect(html).toMatch(/data-testid="story-card-title-0"[^>]*value="Childhood"/);
    expect(html).toMatch(/data-testid="story-card-title-1"[^>]*value="Moving"/);
    expect(html).toMatch(/data-testid="story-card-up-0"[^>]*disabled/);
    expect(html).toMatch(/data-testid="story-card-down-1"[^>]*disabled/);
    expect(html).toContain('data-testid="story-card-drop-1"');
    expect(html).toMatch(/data-testid="story-card-duration"[^>]*>0:25</);
    expect(html).toMatch(/data-testid="story-card-approve"[^>]*>Approve</);
  });

  it('once approved (or in a shared chat) it can no longer be changed', () => {
    for (const html of [render({ ...card, approvedMessageId: messageId }), render(card, true)]) {
      expect(html).not.toContain('data-testid="story-card-approve"');
      expect(html).not.toContain('data-testid="story-card-up-1"');
      expect(html).toMatch(/data-testid="story-card-title-0"[^>]*disabled/);
    }
    expect(render({ ...card, approvedMessageId: messageId })).toContain('data-testid="story-card-approved"');
  });
});
