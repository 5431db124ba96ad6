/**
 * Scripted Story on the server: the script from the script box (before or after the footage is
 * ready) or a Word file, the story message with every line's takes, choosing another take, the
 * English-only rule, and the export. Two recordings of the shared example video (real
 * pocketsphinx words) are two takes of each line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { scriptedStoryDataSchema, type ScriptedStoryData } from '@otto/shared/scripted';
import { parseFcpxml } from '@otto/timeline/test/test-parsers';
import { FCPXML_DTD, validateWithDtd } from '@otto/timeline/test/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleVideo, pocketsphinxWords } from '../analyse/analyse.test-support';
import * as flow from '../ingest/transcribed-import.test-support';
import type { MediaInfo } from '../media/media.types';
import type { TestContext } from '../test/test-app';
import { exportEnd } from '../events/events.test-support';

const script = [
  'Hello, this is an example video for your convenience and pleasure.',
  'When the time reaches forty seconds, I will say banana.',
  'Our quarterly budget was approved by the board.',
].join('\n');

let ctx: TestContext;
let tmp: flow.ModeFlow['tmp'];
let call: flow.ModeFlow['call'];
let info: MediaInfo;

beforeAll(async () => {
  ({ ctx, tmp, call } = await flow.startModeFlow('otto-scripted-flow-'));
  info = await flow.probeMedia(ctx.deps, exampleVideo);
}, 60_000);

afterAll(async () => {
  await ctx.close();
  await tmp.cleanup();
});

/** A scripted-story project with two takes of the example video, its import still processing. */
async function processingProject(language = 'auto'): Promise<string> {
  const projectId = (await call('POST', '/api/projects', { mode: 'scripted_story', name: 'Ad' })).body.project.id as string;
  const words = await pocketsphinxWords(exampleVideo);
  for (const filename of ['take 1.mp4', 'take 2.mp4']) await flow.addTranscribedSource(ctx.deps, projectId, { filename, info, words });
  await flow.markImportProcessing(ctx.deps, projectId, language);
  return projectId;
}

const messagesOf = async (projectId: string) =>
  (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as flow.Json[];
const storyOf = async (projectId: string) => {
  const row = (await messagesOf(projectId)).find((m) => m.type === 'scripted_story_message');
  return row && { id: row.id as string, data: scriptedStoryDataSchema.parse(row.data) };
};

describe('Scripted Story', () => {
  let projectId: string;
  let story: { id: string; data: ScriptedStoryData };

  it('keeps a script given while the footage processes, and assembles the story when the import ends', async () => {
    projectId = await processingProject();
    const given = await call('POST', `/api/projects/${projectId}/script`, { script });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.messages.map((m: flow.Json) => m.type)).toEqual(['user_message', 'bot_message']);
    expect(given.body.messages[1].data.text).toBe(
      "Got your script (3 lines). I'll match it to your takes as soon as the footage is transcribed.",
    );
    expect(await storyOf(projectId)).toBeUndefined();
    await flow.finishImport(ctx.deps, projectId);
    story = (await storyOf(projectId))!;
    const { lines, container, text } = story.data;
    expect(lines!.map((l) => l.takes.map((t) => t.filename))).toEqual([
      ['take 2.mp4', 'take 1.mp4'],
      ['take 2.mp4', 'take 1.mp4'],
      [],
    ]);
    expect(lines!.map((l) => l.chosen)).toEqual([0, 0, null]);
    expect(text).toBe(
      'I matched 2 of 3 script lines to takes and assembled them in script order. Not found in the footage: “Our quarterly budget was approved by the board.”.',
    );
    const segments = container!.stories[0]!.segments;
    expect(segments.map((s) => s.text)).toEqual([
      expect.stringMatching(/^hello this is an example video for your convenience and pleasure/),
      expect.stringMatching(/when the time reaches forty seconds i will say banana$/),
    ]);
    expect(container!.stories[0]!.chapters!.map((c) => c.title)).toEqual(script.split('\n').slice(0, 2));
  });

  it('swaps in another take of a line', async () => {
    const chosen = await call('POST', `/api/projects/${projectId}/script/choose`, {
      message_id: story.id,
      line: 1,
      take: 1,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const after = (await storyOf(projectId))!.data;
    expect(after.lines![1]!.chosen).toBe(1);
    const [first, second] = after.container!.stories[0]!.segments;
    const take1 = after.lines![1]!.takes[1]!;
    expect(second).toMatchObject({ sourceId: take1.sourceId, start: take1.start, end: take1.end });
    expect(first!.sourceId).toBe(after.lines![0]!.takes[0]!.sourceId);
    expect(take1.sourceId).not.toBe(first!.sourceId);
    const wrong = await call('POST', `/api/projects/${projectId}/script/choose`, { message_id: story.id, line: 2, take: 0 });
    expect(wrong.status).toBe(400);
  });

  it('exports the story as {project}_Scripted_Story.fcpxml with a chapter per line, passing the DTD', async () => {
    const current = (await storyOf(projectId))!;
    const done = exportEnd(ctx.deps.events, projectId);
    const started = await call('POST', '/api/export/xml-scripted', {
      project_id: projectId,
      format: 'fcpxml',
      story_indexes: [0],
      container: current.data.container,
      message_id: current.id,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const end = await done;
    expect(end.status).toBe('completed');
    expect((end.results as flow.Json).filename).toBe('Ad_Scripted_Story.fcpxml');
    const xml = await readFile(await flow.downloadExport(ctx.deps, end, tmp.dir), 'utf8');
    expect(validateWithDtd(xml, FCPXML_DTD['1.11'])).toMatchObject({ ok: true });
    const doc = parseFcpxml(xml);
    expect(doc.spine).toHaveLength(2);
    expect(doc.spine.flatMap((c) => c.chapters.map((m) => m.value))).toEqual(script.split('\n').slice(0, 2));
  });

  it('reads a script from a Word file, and matches at once when the footage is ready', async () => {
    const ready = await processingProject();
    await flow.finishImport(ctx.deps, ready);
    const doc = new Document({
      sections: [{ children: script.split('\n').map((line) => new Paragraph({ children: [new TextRun(line)] })) }],
    });
    const file = join(tmp.dir, 'script.docx');
    await writeFile(file, await Packer.toBuffer(doc));
    const res = await call('POST', `/api/projects/${ready}/script/file`, {
      filename: 'script.docx',
      content_base64: (await readFile(file)).toString('base64'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.messages.map((m: flow.Json) => m.type)).toEqual(['user_message', 'scripted_story_message']);
    expect(res.body.messages[0].data.prompt).toBe(script);
    const bad = await call('POST', `/api/projects/${ready}/script/file`, {
      filename: 'script.pdf',
      content_base64: Buffer.from('%PDF').toString('base64'),
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Add the script as a .txt or .docx file.' } });
  });

  it('answers other transcription languages with the English-only message and the other modes', async () => {
    const french = await processingProject('fr');
    await call('POST', `/api/projects/${french}/script`, { script });
    await flow.finishImport(ctx.deps, french);
    const texts = (await messagesOf(french)).filter((m) => m.type === 'bot_message').map((m) => m.data.text);
    expect(texts).toContain(
      'Scripted Story supports English only. For other languages, try the ChatGPT-style or Rough Cut modes, or contact support.',
    );
    expect(await storyOf(french)).toBeUndefined();
  });
});
