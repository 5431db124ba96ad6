import { randomUUID } from 'node:crypto';
import { containerSchema, containerSchemaVersion, type Container } from '@otto/shared/container';
import type { PlannedStory } from './assistant.types';

/** A new container (one version of an edit) holding the planned stories. */
export const newContainer = (projectId: string, stories: readonly PlannedStory[]): Container =>
  containerSchema.parse({
    schemaVersion: containerSchemaVersion,
    id: randomUUID(),
    projectId,
    stories: stories.map((s, index) => ({
      index,
      title: s.title,
      description: s.description,
      segments: s.segments,
      ...(s.chapters && { chapters: s.chapters }),
      ...(s.textBlocks && { textBlocks: s.textBlocks }),
    })),
  });
