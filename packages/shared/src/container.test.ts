import { describe, expect, it } from 'vitest';
import { containerSchema, containerSchemaVersion, segmentSchema, storyDuration, upgradeContainer } from './container';

const sourceId = '2f0c8a7e-2d7c-4c1a-9d3e-0b6b3b6f7a11';
const container = {
  schemaVersion: containerSchemaVersion,
  id: '5a7e2c1d-8b9f-4e3a-a1b2-c3d4e5f6a7b8',
  projectId: '7b1d3f5a-9c2e-4b6d-8e0f-1a2b3c4d5e6f',
  stories: [
    {
      index: 0,
      title: 'The banana moment',
      segments: [
        { sourceId, start: 15.2, end: 18.9, text: 'and then, banana' },
        { sourceId, start: 39.5, end: 41.25, text: 'banana again' },
      ],
    },
    {
      index: 1,
      title: 'Two cameras',
      description: 'multicam',
      segments: [{ sourceId, start: 0, end: 4, text: 'hello' }],
      textBlocks: [
        {
          text: 'hello',
          camBlocks: [
            { camera: 1, start: 0, end: 2 },
            { camera: 2, start: 2, end: 4 },
          ],
        },
      ],
    },
  ],
};

describe('edit document', () => {
  it('accepts stories of segments and multicam text blocks', () => {
    expect(containerSchema.parse(container)).toEqual(container);
  });

  it('refuses segments that end before they start', () => {
    expect(segmentSchema.safeParse({ sourceId, start: 5, end: 5, text: '' }).success).toBe(false);
    expect(segmentSchema.safeParse({ sourceId, start: -1, end: 2, text: '' }).success).toBe(false);
  });

  it('refuses camera numbers below 1', () => {
    const bad = JSON.parse(JSON.stringify(container)) as typeof container;
    bad.stories[1]!.textBlocks![0]!.camBlocks[0]!.camera = 0;
    expect(containerSchema.safeParse(bad).success).toBe(false);
  });

  it('measures a story by its segments', () => {
    expect(storyDuration(container.stories[0]!)).toBeCloseTo(3.7 + 1.75);
  });

  it('refuses documents from a newer build', () => {
    expect(upgradeContainer(container).schemaVersion).toBe(containerSchemaVersion);
    expect(() => upgradeContainer({ ...container, schemaVersion: containerSchemaVersion + 1 })).toThrow(/newer/);
  });
});
