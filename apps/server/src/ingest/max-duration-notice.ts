import type { AnalyticsProps } from '@otto/shared/api/analytics';
import { botText } from '@otto/shared/ui-text';
import { createAnalyticsRepo } from '../analytics/analytics.repo';
import type { Db } from '../db/database';
import { createMessagesRepo } from '../messages/messages.repo';

/**
 * Spec import §5: a file over the duration limit has its own chat message, beside the row's error
 * label, and is tracked as an error_shown event (`props` beside the code say what was refused).
 */
export async function noticeMaxDurationExceeded(
  db: Db,
  project: { id: string; userId: string },
  props: AnalyticsProps,
): Promise<void> {
  await createMessagesRepo(db).add(project.id, 'bot_message', { text: botText.maxDurationExceeded });
  await createAnalyticsRepo(db).record({
    name: 'error_shown',
    userId: project.userId,
    projectId: project.id,
    props: { code: 'max_duration_exceeded', ...props },
  });
}
