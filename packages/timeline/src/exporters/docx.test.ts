import { describe, expect, it } from 'vitest';
import { storiesToTimeline } from '../from-edit';
import { broll, segment, threeClipTimeline, twoSpeakerTimeline } from '../test/fixtures';
import { docxParagraphs as docxText } from '../test/tools';
import { toDocx } from './docx';

describe('Word transcript', () => {
  it('is a docx listing each clip with record timecode, source and text', async () => {
    const bytes = await toDocx(threeClipTimeline());
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe('PK');
    expect(docxText(bytes)).toEqual([
      'Garage story',
      '3 clips · 00:00:12;24 · 29.97 fps DF',
      '00:00:00;00 – 00:00:05;16    Interview – Día 1.mp4 @ 01:00:12;10',
      'We started this company in a garage with two laptops and no plan at all.',
      '00:00:05;16 – 00:00:08;10    broll city.mov @ 00:00:03;06',
      'The city wakes up before we do.',
      '00:00:08;10 – 00:00:12;24    Interview – Día 1.mp4 @ 01:00:40;00',
      'And honestly, that is still how we work today.',
    ]);
  });

  it('heads each story when several are exported', async () => {
    const timeline = storiesToTimeline({
      stories: [
        { index: 0, title: 'Intro', segments: [segment('src-broll', 0, 1, 'Hello & welcome.')] },
        { index: 1, title: 'Outro', segments: [segment('src-broll', 5, 6, 'Bye.')] },
      ],
      media: { [broll.sourceId]: broll },
      name: 'Two stories',
    });
    const text = docxText(await toDocx(timeline));
    expect(text.filter((line) => ['Intro', 'Outro'].includes(line))).toEqual(['Intro', 'Outro']);
    expect(text).toContain('Hello & welcome.');
  });

  it('starts each clip’s text with its speaker when the edit holds several', async () => {
    const text = docxText(await toDocx(twoSpeakerTimeline()));
    expect(text).toContain('Anna: We started this company in a garage with two laptops and no plan at all.');
    expect(text).toContain('Speaker 2: The city wakes up before we do.');
  });
});
