import { z } from 'zod';

/** Diarization tells at most this many voices apart in one recording. */
export const MAX_SPEAKERS = 6;
export const SPEAKER_NAME_MAX = 40;

/** A project's names for its speakers, keyed by speaker number ("1".."6"); unnamed ones are absent. */
export const speakerNamesSchema = z.record(z.string().regex(/^[1-6]$/), z.string().trim().min(1).max(SPEAKER_NAME_MAX));
export type SpeakerNames = z.infer<typeof speakerNamesSchema>;

/** Body of PATCH /api/projects/:id/speakers: an empty name gives the speaker back its number. */
export const renameSpeakerSchema = z.object({
  speaker: z.number().int().min(1).max(MAX_SPEAKERS),
  name: z.string().trim().max(SPEAKER_NAME_MAX),
});
export type RenameSpeaker = z.infer<typeof renameSpeakerSchema>;

/** What a speaker is called wherever a transcript is shown or exported: its name, else "Speaker n". */
export function speakerLabel(speaker: number, names: SpeakerNames | null | undefined = {}): string {
  return names?.[String(speaker)] ?? `Speaker ${speaker}`;
}

/** The names after one rename (a blank name removes the entry). */
export function renamedSpeakers(names: SpeakerNames, { speaker, name }: RenameSpeaker): SpeakerNames {
  const next = { ...names };
  if (name.trim() === '') delete next[String(speaker)];
  else next[String(speaker)] = name.trim();
  return next;
}

/**
 * Whether labels are worth showing: only when the words carry more than one speaker. A
 * monologue shows none, so single-speaker transcripts read (and export) as before.
 */
export function hasSeveralSpeakers(words: ReadonlyArray<{ speaker?: number }>): boolean {
  const first = words.find((w) => w.speaker !== undefined)?.speaker;
  return first !== undefined && words.some((w) => w.speaker !== undefined && w.speaker !== first);
}

/** The speaker who talks longest in [start, end) of a source (words counted by their middle), if any is known. */
export function dominantSpeaker(
  words: ReadonlyArray<{ start: number; end: number; speaker?: number }>,
  start: number,
  end: number,
): number | undefined {
  const talk = new Map<number, number>();
  for (const w of words) {
    const middle = (w.start + w.end) / 2;
    if (w.speaker === undefined || middle < start || middle >= end) continue;
    talk.set(w.speaker, (talk.get(w.speaker) ?? 0) + Math.max(w.end - w.start, 0.01));
  }
  let best: number | undefined;
  for (const [speaker, seconds] of talk) if (best === undefined || seconds > talk.get(best)!) best = speaker;
  return best;
}
