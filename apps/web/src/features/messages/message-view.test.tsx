import { messageTypes, type MessageType } from '@otto/shared/message';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../store/document.store';
import { ShareIdContext } from '../share/shared-exports';
import { MessageView } from './message-view';

const projectId = '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11';
const sourceId = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const container = {
  schemaVersion: 1,
  id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  projectId,
  stories: [
    {
      index: 0,
      title: 'The banana story',
      segments: [{ sourceId, start: 1, end: 9.5, text: 'this is an example video' }],
    },
    { index: 1, title: 'Second take', segments: [{ sourceId, start: 12, end: 20, text: 'i will say banana' }] },
  ],
};

/** One payload per type, as the server sends them. */
const payloads: Record<MessageType, Record<string, unknown>> = {
  user_message: { prompt: 'Make me a 15-second clip' },
  user_drop: { filenames: ['a.mp4', 'b.mp4'] },
  bot_message: { text: 'Your footage is ready.' },
  broll_summary_message: {
    text: 'B-roll logged.',
    fileSummaries: [1, 2, 3, 4, 5].map((i) => ({ filename: `b${i}.mp4`, summary: `shot ${i}` })),
  },
  aroll_summary_message: { text: 'A-roll logged.', fileSummaries: [{ filename: 'a.mp4', summary: 'interview' }] },
  edit_result: { prompt: 'Make me a 15-second clip', container, containerId: container.id, storyIndex: 1 },
  multicam_project_ready: { text: 'Your multicam project is ready.' },
  demo_start: { videoUrl: '/demo.mp4', thumbnailUrl: '/demo.jpg' },
  onboarding: { text: 'Ask me for a clip.' },
  export_success_message: {
    text: 'Your export is ready.',
    format: 'srt',
    layout: 'original',
    downloadUrl: '/x.srt',
    exportFilename: 'x.srt',
  },
  reply_message: { text: 'Make it shorter' },
  broll_edit_message: { text: 'B-roll log ready.' },
  aroll_edit_message: { text: 'A-roll log ready.' },
  scripted_story_message: { text: 'Script matched.' },
  intro_mode_message: { mode: 'podcast' },
};

const message = (type: string, data: Record<string, unknown>): StoredMessage => ({
  id: '9d1e2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
  projectId,
  type,
  createdAt: new Date(0).toISOString(),
  rate: 'like',
  parentMessageId: '1d1e2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
  data,
});

const render = (m: StoredMessage, turn?: 'typing' | 'waiting' | 'shown') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MessageView message={m} turn={turn} />
    </QueryClientProvider>,
  );

describe('message view', () => {
  it.each(messageTypes.filter((t) => t !== 'intro_mode_message'))('renders %s', (type) => {
    expect(render(message(type, payloads[type]))).not.toBe('');
  });

  it('shows the chosen story of an edit, its duration, player, segments and rating', () => {
    const html = render(message('edit_result', payloads.edit_result));
    expect(html).toContain('data-testid="player"');
    expect(html).toContain('data-testid="segment-item-0"');
    expect(html).toContain('i will say banana');
    expect(html).toContain('>0:08<');
    expect(html).toMatch(/data-testid="story-tab-1"[^>]*aria-selected="true"/);
    expect(html).toMatch(/data-testid="rate-like"[^>]*aria-pressed="true"/);
  });

  it('shows a shared edit read-only: no reply, its captions and documents to export instead of the export menu', () => {
    const shared = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <ShareIdContext.Provider value={'S'.repeat(32)}>
          <MessageView message={message('edit_result', payloads.edit_result)} readOnly />
        </ShareIdContext.Provider>
      </QueryClientProvider>,
    );
    expect(shared).toContain('data-testid="player"');
    expect(shared).toContain('data-testid="shared-export-srt"');
    expect(shared).toContain('data-testid="shared-export-docx"');
    expect(shared).not.toContain('data-testid="reply-to-edit"');
    expect(shared).toMatch(/data-testid="story-tab-0"[^>]*disabled/);
    expect(render(message('edit_result', payloads.edit_result))).not.toContain('shared-export');
  });

  it('folds long file lists after three entries', () => {
    const html = render(message('broll_summary_message', payloads.broll_summary_message));
    expect(html).toContain('b3.mp4');
    expect(html).not.toContain('b4.mp4');
    expect(html).toContain('+ 2 other files.');
  });

  it('lists an A-roll log’s sound bites with their timecodes, topic, fillers and earlier takes', () => {
    const bite = { sourceId, filename: 'a.mp4', topic: 'bananas', fillers: [], retake: false, score: 1 };
    const html = render(
      message('aroll_edit_message', {
        text: 'Your A-roll log is ready.',
        container,
        aroll: {
          bites: [
            { ...bite, start: 1, end: 9.5, text: 'this is an example video', retake: true },
            { ...bite, start: 72, end: 80, text: 'i will say banana', fillers: ['um'], speaker: 'Anna' },
          ],
        },
      }),
    );
    expect(html.match(/data-testid="sound-bite"/g)).toHaveLength(2);
    expect(html).toContain('1:12–1:20');
    expect(html).toContain('earlier take');
    expect(html).toContain('fillers: um');
    expect(html).toContain('Anna');
  });

  it('shows each script line’s chosen take, its alternates one click away, and the lines not found', () => {
    const take = { sourceId, filename: 'take.mp4', text: 'i will say banana', coverage: 1, fillers: 0 };
    const html = render(
      message('scripted_story_message', {
        text: 'I matched 1 of 2 script lines.',
        container,
        lines: [
          {
            text: 'I will say banana.',
            takes: [
              { ...take, start: 12, end: 20 },
              { ...take, start: 30, end: 34, coverage: 0.5, fillers: 2 },
            ],
            chosen: 0,
          },
          { text: 'Our budget was approved.', takes: [], chosen: null },
        ],
      }),
    );
    expect(html).toContain('→ Take 1 · take.mp4 0:12: “i will say banana”');
    expect(html).toMatch(/role="radio" aria-checked="true"[^>]*>Take 1 · take.mp4 0:12</);
    expect(html).toMatch(/role="radio" aria-checked="false"[^>]*>Take 2 · take.mp4 0:30 · cut short · 2 fillers</);
    expect(html).toContain('Not found in the footage');
  });

  it('shows a reply to an edit as the user’s message, with Jump to edit', () => {
    const html = render(message('reply_message', payloads.reply_message), 'typing');
    expect(html).toContain('Jump to edit');
    expect(html).toContain('Make it shorter');
    expect(html).toContain('data-testid="reply-message"');
  });

  it('shows a rough cut’s outline as a story card to approve', () => {
    const storyCard = {
      chapters: [{ title: 'Bananas', duration: 8, segments: [{ sourceId, start: 1, end: 9, text: 'banana' }] }],
    };
    const html = render(message('bot_message', { text: 'Here is the story outline', storyCard }));
    expect(html).toContain('data-testid="story-card"');
    expect(html).toMatch(/value="Bananas"/);
  });

  it('renders nothing for unknown types, payloads that do not fit, or replies waiting their turn', () => {
    expect(render(message('hologram_message', { text: 'hi' }))).toBe('');
    expect(render(message('bot_message', { words: 3 }))).toBe('');
    expect(render(message('bot_message', payloads.bot_message), 'waiting')).toBe('');
  });

  it('starts a live reply empty and types it out', () => {
    const html = render(message('bot_message', payloads.bot_message), 'typing');
    expect(html).not.toContain('Your footage is ready.');
    expect(html).toContain('aria-busy="true"');
  });
});
