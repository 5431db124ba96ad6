/**
 * A-roll mode end to end on the server: an interview's import finishes, the log is posted (a
 * summary per file, the sound bites), and the log exports to editing apps and Word. Real
 * pocketsphinx words of the shared example video; cuts checked against its audio.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { arollEditDataSchema, type SoundBite } from '@otto/shared/aroll';
import type { JobEvent } from '@otto/shared/jobs';
import { parseXmeml } from '@otto/timeline/test/test-parsers';
import { FCPXML_DTD, validateWithDtd } from '@otto/timeline/test/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@otto/shared/transcript';
import { exampleVideo, pocketsphinxWords } from '../analyse/analyse.test-support';
import * as flow from '../ingest/transcribed-import.test-support';
import { docxText } from '../scripted/script-file.fns';
import type { TestContext } from '../test/test-app';
import { dbBelowSpeech, readSamples } from '../transcribe/speech-level.test-support';
import { mediaPath, toWav16k } from '../transcribe/transcribe.test-support';
import { exportEnd } from '../events/events.test-support';

let ctx: TestContext;
let tmp: flow.ModeFlow['tmp'];
let call: flow.ModeFlow['call'];
let words: Word[];
let projectId: string;
let messages: flow.Json[];

beforeAll(async () => {
  ({ ctx, tmp, call } = await flow.startModeFlow('otto-aroll-'));
  words = await pocketsphinxWords(exampleVideo);
  projectId = (await call('POST', '/api/projects', { mode: 'a_roll', name: 'Interview' })).body.project.id as string;
  const info = await flow.probeMedia(ctx.deps, exampleVideo);
  await flow.addTranscribedSource(ctx.deps, projectId, { filename: 'auto-editor_example.mp4', info, words });
  await flow.markImportProcessing(ctx.deps, projectId);
  await flow.finishImport(ctx.deps, projectId);
  messages = (await call('GET', `/api/projects/${projectId}/messages`)).body.messages as flow.Json[];
}, 120_000);

afterAll(async () => {
  await ctx.close();
  await tmp.cleanup();
});

const logMessage = () => messages.find((m) => m.type === 'aroll_edit_message')!;
const bitesOf = () => arollEditDataSchema.parse(logMessage().data).aroll!.bites;

async function runExport(format: string): Promise<{ end: JobEvent; file: Buffer }> {
  const done = exportEnd(ctx.deps.events, projectId);
  const started = await call('POST', '/api/export/xml-arolls', {
    project_id: projectId,
    project_name: 'Interview',
    format,
    aroll: { message_id: logMessage().id },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const end = await done;
  return { end, file: await readFile(await flow.downloadExport(ctx.deps, end, tmp.dir)) };
}

describe('A-roll logging after import', () => {
  it('posts a summary per file and the log of sound bites: whole sentences with topics', () => {
    const summary = messages.find((m) => m.type === 'aroll_summary_message')!;
    expect(summary.data.text).toMatch(/^I logged 1 A-roll file into \d+ sound bites?\.$/);
    expect(summary.data.fileSummaries).toEqual([
      expect.objectContaining({ filename: 'auto-editor_example.mp4', summary: expect.stringMatching(/sound bites? about/) }),
    ]);
    const bites = bitesOf();
    expect(bites.length).toBeGreaterThan(2);
    for (const bite of bites) {
      expect(bite.text.split(' ').length).toBeGreaterThanOrEqual(4);
      expect(bite.topic).not.toBe('');
      expect(bite.end).toBeGreaterThan(bite.start);
    }
    // Story n is bite n: one subclip and one marker per bite.
    expect(logMessage().data.container.stories).toHaveLength(bites.length);
  });

  it('never starts or ends a bite inside a word, and cuts where the audio is quiet', async () => {
    const wav = await toWav16k(mediaPath(exampleVideo), join(tmp.dir, 'example.wav'));
    const audio = { words, ...(await readSamples(wav)) };
    const cuts = bitesOf().flatMap((b: SoundBite) => [b.start, b.end]);
    for (const cut of cuts) {
      expect(words.filter((w) => w.start + 1e-6 < cut && cut < w.end - 1e-6), `cut at ${cut}`).toEqual([]);
      const below = dbBelowSpeech(audio, cut);
      if (below !== undefined) expect(below, `cut at ${cut} s`).toBeGreaterThanOrEqual(10);
    }
  });

  it('exports Premiere XML with one clip and one marker per bite, named {project}_A-Rolls.xml', async () => {
    const { end, file } = await runExport('premiere');
    expect(end.status).toBe('completed');
    expect((end.results as flow.Json).filename).toBe('Interview_A-Rolls.xml');
    const xml = parseXmeml(file.toString('utf8'));
    const bites = bitesOf();
    expect(xml.clipitems.filter((c) => c.mediatype === 'video')).toHaveLength(bites.length);
    expect(xml.markers.map((m) => m.name)).toEqual(logMessage().data.container.stories.map((s: flow.Json) => s.title));
  });

  it('exports Final Cut XML that passes the DTD', async () => {
    const { end, file } = await runExport('fcpxml');
    expect((end.results as flow.Json).filename).toBe('Interview_A-Rolls.fcpxml');
    expect(validateWithDtd(file.toString('utf8'), FCPXML_DTD['1.11'])).toMatchObject({ ok: true });
  });

  it('exports a Word log listing every bite with its timecodes', async () => {
    const { end, file } = await runExport('docx');
    expect((end.results as flow.Json).filename).toBe('Interview_A-Rolls.docx');
    const text = docxText(file);
    for (const bite of bitesOf()) expect(text).toContain(bite.text);
    expect(text).toMatch(/\d\d:\d\d:\d\d[:;]\d\d/);
  });

  it('answers prompts in A-roll mode: the best soundbites about a subject', async () => {
    const res = await call('POST', `/api/projects/${projectId}/prompt`, { prompt: 'Find the best soundbites about bananas' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edit = (res.body.messages as flow.Json[]).find((m) => m.type === 'edit_result');
    expect(edit?.data.container.stories[0].segments.some((s: flow.Json) => /banana/i.test(s.text))).toBe(true);
  });
});
