import type { Story } from '@otto/shared/message';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RoughCutResult } from './rough-cut-result';

const projectId = '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11';
const sourceId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const story: Story = {
  index: 0,
  title: 'Rough cut (0:25)',
  segments: [
    { sourceId, start: 0, end: 10, text: 'we grew up by the sea' },
    { sourceId, start: 30, end: 45, text: 'then we moved inland' },
  ],
  chapters: [
    { title: 'Childhood', firstSegment: 0 },
    { title: 'Moving', firstSegment: 1 },
  ],
};

const render = (s: Story) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RoughCutResult projectId={projectId} story={s} />
    </QueryClientProvider>,
  );

describe('rough-cut view', () => {
  it('shows the cut as a strip of blocks, its chapters with start and length, and what it keeps', () => {
    const html = render(story);
    expect(html).toContain('data-testid="player"');
    expect(html).toMatch(/data-testid="rough-cut-block-0"[^>]*aria-current="true"[^>]*style="left:0%;width:40%"/);
    expect(html).toMatch(/data-testid="rough-cut-block-1"[^>]*style="left:40%;width:60%"/);
    expect(html).toMatch(/data-testid="rough-cut-chapter-0" aria-current="true".*Childhood.*>0:00<.*>0:10</);
    expect(html).toMatch(/data-testid="rough-cut-chapter-1".*Moving.*>0:10<.*>0:15</);
    expect(html).toMatch(/data-testid="segment-item-1".*then we moved inland/);
    expect(html).toMatch(/data-testid="rough-cut-coverage".*Kept 0:25/);
  });

  it('outlines a cut without chapters as one', () => {
    const html = render({ ...story, chapters: undefined });
    expect(html).toMatch(/data-testid="rough-cut-chapter-0".*Rough cut.*>0:25</);
    expect(html).not.toContain('data-testid="rough-cut-chapter-1"');
  });
});
