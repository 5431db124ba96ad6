import type { Container } from '@otto/shared/container';
import type { PlanContext, PlannedStory } from './assistant.types';

/** A planned story as the stored edit a follow-up targets. */
export const asEdit = (story: PlannedStory): PlanContext['previous'] => ({
  container: {
    schemaVersion: 1,
    id: '44444444-4444-4444-8444-444444444444',
    projectId: '55555555-5555-4555-8555-555555555555',
    stories: [{ index: 0, ...story }],
  } satisfies Container,
  storyIndex: 0,
});
