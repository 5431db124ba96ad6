/**
 * Scripted Story: the script (from the chat's script box or a script file) is kept on the
 * project and matched to the footage once it is transcribed; the story message can then have any
 * line's take swapped for another. English only (spec import §).
 */
import { randomUUID } from 'node:crypto';
import { scriptedLanguageTooltip } from '@otto/shared/errors';
import type { ScriptedStoryData } from '@otto/shared/scripted';
import { scriptedStoryDataSchema } from '@otto/shared/scripted';
import type { SourceInput } from '../analyse/analyse.types';
import type { Db } from '../db/database';
import type { EventBus } from '../events/events';
import { announceMessages } from '../messages/messages.events';
import type { Clock } from '../http/clock';
import { badRequest, notFound } from '../http/http-error';
import { createMessagesRepo, type MessageRow } from '../messages/messages.repo';
import { loadOwnedProject } from '../projects/project-access';
import { createProjectsRepo } from '../projects/projects.repo';
import { createSourcesRepo } from '../sources/sources.repo';
import { createTranscriptsRepo } from '../transcripts/transcripts.repo';
import { alignScript } from './script-alignment.fns';
import { scriptLines } from './script-lines.fns';
import { scriptedContainer, scriptedStoryText, scriptLinesFound } from './scripted-story.fns';

export interface ScriptedServiceDeps {
  db: Db;
  events: Pick<EventBus, 'publish'>;
  clock: Clock;
  analysis: { forProject(projectId: string): Promise<{ sources: SourceInput[] }> };
}

const english = (language: string | null | undefined) =>
  !language || language === 'auto' || language === 'unknown' || /^en\b/i.test(language);

/** Import states after which the footage's transcripts are all there. */
const imported = new Set(['success', 'exporting']);

export function createScriptedService(deps: ScriptedServiceDeps) {
  const messages = createMessagesRepo(deps.db);
  const projects = createProjectsRepo(deps.db);
  const sources = createSourcesRepo(deps.db);
  const transcripts = createTranscriptsRepo(deps.db);

  async function announce(projectId: string, added: MessageRow[]) {
    await announceMessages(
      deps.events,
      projectId,
      added.map((m) => m.id),
    );
  }

  /** Whether every transcript is English (or of unknown language), as Scripted Story needs. */
  async function isEnglish(projectId: string, language: string): Promise<boolean> {
    if (!english(language)) return false;
    for (const s of await sources.listByProject(projectId)) {
      if (s.state !== 'completed') continue;
      if (!english((await transcripts.get(s.id))?.language)) return false;
    }
    return true;
  }

  /** Matches the project's script to its footage and posts the story (or why there is none). */
  async function assemble(projectId: string): Promise<MessageRow[]> {
    const project = await projects.get(projectId);
    if (!project?.script) return [];
    if (!(await isEnglish(projectId, project.transcriptionLanguage))) {
      const row = await messages.add(projectId, 'bot_message', { text: scriptedLanguageTooltip });
      return [row];
    }
    const lines = scriptLines(project.script);
    const { sources: inputs } = await deps.analysis.forProject(projectId);
    const found = scriptLinesFound(alignScript(lines, inputs), inputs);
    const container = scriptedContainer(randomUUID(), projectId, found);
    const data: ScriptedStoryData = {
      text: scriptedStoryText(found),
      containerId: container.id,
      container,
      lines: found,
    };
    return [await messages.add(projectId, 'scripted_story_message', data)];
  }

  return {
    /** At the end of an import: the story, when a script was given while the footage was processing. */
    async assembleAfterImport(projectId: string): Promise<void> {
      const added = await assemble(projectId);
      if (added.length) await announce(projectId, added);
    },

    /** The script from the script box or a file: kept, echoed in the chat, matched now if the footage is ready. */
    async useScript(userId: string, projectId: string, script: string): Promise<MessageRow[]> {
      const project = await loadOwnedProject(deps.db, userId, projectId);
      if (project.mode !== 'scripted_story') throw badRequest('Scripts are matched in Scripted Story projects only.');
      const lines = scriptLines(script);
      if (lines.length === 0) throw badRequest('The script has no lines to match: paste the lines that are spoken.');
      await projects.update(projectId, { script }, deps.clock.now());
      const added = [await messages.add(projectId, 'user_message', { prompt: script })];
      if (imported.has(project.status)) added.push(...(await assemble(projectId)));
      else
        added.push(
          await messages.add(projectId, 'bot_message', {
            text: `Got your script (${lines.length} ${lines.length === 1 ? 'line' : 'lines'}). I'll match it to your takes as soon as the footage is transcribed.`,
          }),
        );
      await announce(projectId, added);
      return added;
    },

    /** Swaps the take used for one line, rebuilding the story. */
    async chooseTake(
      userId: string,
      projectId: string,
      body: { message_id: string; line: number; take: number },
    ): Promise<MessageRow> {
      await loadOwnedProject(deps.db, userId, projectId);
      const row = await messages.get(projectId, body.message_id);
      if (!row || row.type !== 'scripted_story_message') throw notFound('Message not found.');
      const data = scriptedStoryDataSchema.parse(row.data);
      const line = data.lines?.[body.line];
      if (!line || body.take >= line.takes.length) throw badRequest('That take is not one of the line’s takes.');
      const lines = data.lines!.map((l, i) => (i === body.line ? { ...l, chosen: body.take } : l));
      const container = scriptedContainer(randomUUID(), projectId, lines);
      const next: ScriptedStoryData = { ...data, lines, container, containerId: container.id };
      await messages.updateData(projectId, row.id, next);
      const updated = { ...row, data: next };
      await announce(projectId, [updated]);
      return updated;
    },
  };
}
export type ScriptedService = ReturnType<typeof createScriptedService>;
