import { z } from 'zod';
import { endsSentence } from './sentence-end';

/** A stretch of a gap between words where the audio is at least 10 dB below the speech either side. */
export const quietSpanSchema = z.object({ start: z.number().nonnegative(), end: z.number().nonnegative() });
export type QuietSpan = z.infer<typeof quietSpanSchema>;

/** One recognised word, in seconds of its source. */
export const wordSchema = z.object({
  text: z.string(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  confidence: z.number().min(0).max(1),
  /** Who says it, 1..6 in order of first appearance in its source (diarization); absent on older transcripts. */
  speaker: z.number().int().min(1).max(6).optional(),
  /**
   * Where a cut may go in the gap after this word (up to the next word, or the end of the
   * audio): its quiet stretches in time order, the first and the last when there are more.
   * Empty when nothing there is quiet enough to cut on; absent on transcripts made before
   * gaps were measured, which fall back to padding around the words.
   */
  quietAfter: z.array(quietSpanSchema).optional(),
  /** The same for the gap before the first word of a transcript (from the start of the audio). */
  quietBefore: z.array(quietSpanSchema).optional(),
});
export type Word = z.infer<typeof wordSchema>;

export const transcriptSchema = z.object({
  sourceId: z.string().uuid(),
  language: z.string(),
  engine: z.string(),
  words: z.array(wordSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export interface TranscriptLine {
  start: number;
  end: number;
  text: string;
  /** The speaker of the line's first word, when diarized. */
  speaker?: number;
}

/**
 * Groups words into readable lines for display: a new line at long pauses, sentence ends and
 * changes of speaker.
 */
export function transcriptLines(words: readonly Word[], maxPause = 0.8, maxWords = 18): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const speaker = current[0]!.speaker;
    lines.push({
      start: current[0]!.start,
      end: current.at(-1)!.end,
      text: current.map((w) => w.text).join(' '),
      ...(speaker !== undefined ? { speaker } : {}),
    });
    current = [];
  };
  for (const word of words) {
    const previous = current.at(-1);
    if (
      previous &&
      (word.start - previous.end > maxPause ||
        current.length >= maxWords ||
        endsSentence(previous.text) ||
        word.speaker !== previous.speaker)
    )
      flush();
    current.push(word);
  }
  flush();
  return lines;
}
