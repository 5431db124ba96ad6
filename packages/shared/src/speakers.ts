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
