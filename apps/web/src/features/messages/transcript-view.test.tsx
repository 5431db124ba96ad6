import type { Word } from '@otto/shared/transcript';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { transcriptQuery } from '../speakers/speakers.queries';
import { TranscriptList } from './transcript-view';

const projectId = '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11';
const sourceId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const word = (text: string, start: number, speaker: number): Word => ({
  text,
  start,
  end: start + 0.3,
  confidence: 1,
  speaker,
});

function render(words: Word[]) {
  const client = new QueryClient();
  client.setQueryData(transcriptQuery(projectId, sourceId).queryKey, {
    sourceId,
    language: 'en',
    engine: 'pocketsphinx',
    words,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <TranscriptList projectId={projectId} sourceIds={[sourceId]} />
    </QueryClientProvider>,
  );
}

describe('chat transcript', () => {
  it('heads each change of speaker with the speaker’s name, renameable', () => {
    const html = render([
      word('so', 0, 1),
      word('tell', 0.4, 1),
      word('me.', 0.8, 1),
      word('well', 1.5, 2),
      word('yes', 1.9, 2),
      word('right', 2.5, 1),
    ]);
    expect(html.match(/data-testid="speaker-label-1"/g)).toHaveLength(2);
    expect(html.match(/data-testid="speaker-label-2"/g)).toHaveLength(1);
    expect(html).toContain('>Speaker 1</button>');
    expect(html).toContain('>Speaker 2</button>');
    expect(html).toContain('aria-label="Speaker 2 — rename"');
  });

  it('shows no names on a monologue', () => {
    const html = render([word('so', 0, 1), word('tell', 0.4, 1), word('me.', 0.8, 1)]);
    expect(html).not.toContain('speaker-label');
    expect(html).toContain('so tell me.');
  });
});
