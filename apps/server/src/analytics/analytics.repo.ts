import type { AnalyticsProps } from '@otto/shared/api/analytics';
import type { Db } from '../db/database';
import { analyticsEvents } from '../db/schema';

export interface NewAnalyticsEvent {
  name: string;
  userId: string | null;
  projectId: string | null;
  props: AnalyticsProps;
}

export function createAnalyticsRepo(db: Db) {
  return {
    async record(event: NewAnalyticsEvent): Promise<void> {
      await db.insert(analyticsEvents).values(event);
    },
  };
}
export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
