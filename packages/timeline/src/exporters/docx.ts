import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { rangeEnd, rateToFloat } from '../rational-time';
import { formatTimecode, timecodeFormat } from '../timecode';
import { mediaDropFrame, severalSpeakers, timelineCuts, timelineDuration, type Cut, type Timeline } from '../timeline';

/**
 * Word transcript of the edit: each clip's record timecode, where it comes from, and what is said,
 * grouped under story headings when the export holds several stories.
 */

const MUTED = '6B7280';

function rateLabel(timeline: Timeline): string {
  const fps = Math.round(rateToFloat(timeline.rate) * 1000) / 1000;
  return `${fps} fps ${timecodeFormat(timeline.rate, timeline.dropFrame)}`;
}

function cutParagraphs(timeline: Timeline, cut: Cut, named: boolean): Paragraph[] {
  const tc = (frames: number) => formatTimecode(timeline.startTimecode + frames, timeline.rate, timeline.dropFrame);
  const clip = cut.primary;
  const { media } = clip;
  const sourceIn = formatTimecode(media.startTimecode + clip.sourceRange.start, media.rate, mediaDropFrame(media));
  return [
    new Paragraph({
      spacing: { before: 200 },
      children: [
        new TextRun({ text: `${tc(cut.recordRange.start)} – ${tc(rangeEnd(cut.recordRange))}`, bold: true }),
        new TextRun({ text: `    ${media.name} @ ${sourceIn}`, color: MUTED, size: 18 }),
      ],
    }),
    new Paragraph({
      children: [
        ...(named && clip.transcript?.speaker
          ? [new TextRun({ text: `${clip.transcript.speaker}: `, bold: true })]
          : []),
        new TextRun(clip.transcript?.text ?? ''),
      ],
    }),
  ];
}

export async function toDocx(timeline: Timeline): Promise<Uint8Array> {
  const cuts = timelineCuts(timeline);
  const named = severalSpeakers(timeline);
  const storyCount = new Set(cuts.map((cut) => cut.primary.transcript?.storyIndex)).size;
  const body: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(timeline.name)] }),
    new Paragraph({
      children: [
        new TextRun({
          text: `${cuts.length} clips · ${formatTimecode(timelineDuration(timeline), timeline.rate, timeline.dropFrame)} · ${rateLabel(timeline)}`,
          color: MUTED,
        }),
      ],
    }),
  ];
  let story: number | undefined;
  for (const cut of cuts) {
    const transcript = cut.primary.transcript;
    if (storyCount > 1 && transcript && transcript.storyIndex !== story) {
      story = transcript.storyIndex;
      body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(transcript.storyTitle)] }));
    }
    body.push(...cutParagraphs(timeline, cut, named));
  }
  const document = new Document({
    creator: 'Otto',
    title: timeline.name,
    description: 'Transcript of an edit exported by Otto',
    sections: [{ children: body }],
  });
  return Packer.pack(document, 'uint8array');
}
