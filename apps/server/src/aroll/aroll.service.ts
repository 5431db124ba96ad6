/**
 * A-roll logging at the end of an import: the footage's sound bites as a summary per file
 * (aroll_summary_message) and the log itself (aroll_edit_message), which the export menu sends
 * to editing apps and Word.
 */
import { randomUUID } from 'node:crypto';
import type { ArollEditData } from '@otto/shared/aroll';
import type { Analysis } from '../analyse/analyse.types';
import type { EventBus } from '../events/events';
import { announceMessages } from '../messages/messages.events';
import type { MessagesRepo } from '../messages/messages.repo';
import { arollContainer, fileSummaries, soundBites } from './aroll-log.fns';

export interface ArollServiceDeps {
  messages: Pick<MessagesRepo, 'add'>;
  events: Pick<EventBus, 'publish'>;
  analysis: { forProject(projectId: string): Promise<Analysis> };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function createArollService(deps: ArollServiceDeps) {
  return {
    /** Logs every transcribed file of the project into sound bites and posts the two messages. */
    async logProject(projectId: string): Promise<void> {
      const analysis = await deps.analysis.forProject(projectId);
      const bites = soundBites(analysis);
      const files = analysis.sources.length;
      const summary = await deps.messages.add(projectId, 'aroll_summary_message', {
        text: `I logged ${plural(files, 'A-roll file', 'A-roll files')} into ${plural(bites.length, 'sound bite', 'sound bites')}.`,
        fileSummaries: fileSummaries(analysis, bites),
      });
      const container = arollContainer(randomUUID(), projectId, bites);
      const retakes = bites.filter((b) => b.retake).length;
      const data: ArollEditData = {
        text:
          bites.length === 0
            ? 'I found no complete sentences to log as sound bites in this footage.'
            : `Your A-roll log is ready: ${plural(bites.length, 'sound bite', 'sound bites')} with topics, fillers${retakes ? ` and ${plural(retakes, 'earlier take', 'earlier takes')}` : ''} marked. Export it to Premiere, Final Cut, DaVinci or Word, or ask me for the best soundbites about a subject.`,
        containerId: container.id,
        container,
        aroll: { bites },
      };
      const log = await deps.messages.add(projectId, 'aroll_edit_message', data);
      await announceMessages(deps.events, projectId, [summary.id, log.id]);
    },
  };
}
