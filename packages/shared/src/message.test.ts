import { describe, expect, it } from 'vitest';
import { isKnownMessageType, messageSchema, messageTypes, nextRate } from './message';

const ids = {
  message: '2f0c8a7e-2d7c-4c1a-9d3e-0b6b3b6f7a11',
  project: '5a7e2c1d-8b9f-4e3a-a1b2-c3d4e5f6a7b8',
  container: '7b1d3f5a-9c2e-4b6d-8e0f-1a2b3c4d5e6f',
  source: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
};
const base = { id: ids.message, projectId: ids.project, createdAt: '2025-01-01T00:00:00.000Z' };

describe('message types', () => {
  it('has the 15 types of the spec', () => {
    expect(messageTypes).toHaveLength(15);
    expect(isKnownMessageType('edit_result')).toBe(true);
    expect(isKnownMessageType('holographic_message')).toBe(false);
  });
});

describe('messageSchema', () => {
  it('defaults the rating and parent', () => {
    const msg = messageSchema.parse({ ...base, type: 'user_message', data: { prompt: 'Cut me a video on topic 1' } });
    expect(msg.rate).toBe('none');
    expect(msg.parentMessageId).toBeNull();
  });

  it('checks the payload against its type', () => {
    expect(messageSchema.safeParse({ ...base, type: 'user_message', data: { text: 'hi' } }).success).toBe(false);
    expect(messageSchema.safeParse({ ...base, type: 'bot_message', data: { text: 'hi' } }).success).toBe(true);
    expect(messageSchema.safeParse({ ...base, type: 'mystery', data: {} }).success).toBe(false);
  });

  it('carries an edit result with its container, chosen story and export state', () => {
    const msg = messageSchema.parse({
      ...base,
      type: 'edit_result',
      rate: 'like',
      data: {
        prompt: 'make the hook punchier',
        containerId: ids.container,
        storyIndex: 0,
        container: {
          schemaVersion: 1,
          id: ids.container,
          projectId: ids.project,
          stories: [{ index: 0, title: 'Hook', segments: [{ sourceId: ids.source, start: 1, end: 2, text: 'hey' }] }],
        },
        exportJobs: { 'job-1': { format: 'mp4', layout: 'vertical', s3Key: 'exports/a.mp4' } },
        isFreeMp4: true,
      },
    });
    if (msg.type !== 'edit_result') throw new Error('narrowing failed');
    expect(msg.data.container.stories[0]?.title).toBe('Hook');
    expect(msg.data.exportJobs?.['job-1']?.layout).toBe('vertical');
  });
});

describe('rating', () => {
  it.each([
    ['none', 'like', 'like'],
    ['like', 'like', 'none'],
    ['like', 'dislike', 'dislike'],
    ['dislike', 'dislike', 'none'],
  ] as const)('%s clicked %s → %s', (current, clicked, next) => {
    expect(nextRate(current, clicked)).toBe(next);
  });
});
