import { z } from 'zod';

/** One recognised word, in seconds of its source. */
export const wordSchema = z.object({
  text: z.string(),
  start: z.number().nonnegative(),
  end: z.number().nonnegative(),
  confidence: z.number().min(0).max(1),
  speaker: z.string().optional(),
});
export type Word = z.infer<typeof wordSchema>;

export const transcriptSchema = z.object({
  sourceId: z.string().uuid(),
  language: z.string(),
  engine: z.string(),
  words: z.array(wordSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** Groups words into readable lines for display: a new line at long pauses or sentence ends. */
export function transcriptLines(
  words: readonly Word[],
  maxPause = 0.8,
  maxWords = 18,
): { start: number; end: number; text: string }[] {
  const lines: { start: number; end: number; text: string }[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    lines.push({ start: current[0]!.start, end: current.at(-1)!.end, text: current.map((w) => w.text).join(' ') });
    current = [];
  };
  for (const word of words) {
    const previous = current.at(-1);
    if (
      previous &&
      (word.start - previous.end > maxPause || current.length >= maxWords || /[.!?]$/.test(previous.text))
    )
      flush();
    current.push(word);
  }
  flush();
  return lines;
}
