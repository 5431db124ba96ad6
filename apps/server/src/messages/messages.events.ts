import type { EventBus } from '../events/events';

/** Tells the project's subscribers (its open chats) which messages were added or changed. */
export function announceMessages(
  events: Pick<EventBus, 'publish'>,
  projectId: string,
  messageIds: string[],
): Promise<void> {
  return events.publish({ projectId, kind: 'message', status: 'completed', results: { messageIds }, at: Date.now() });
}
