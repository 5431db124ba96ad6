/**
 * Speaker labels on real audio: conversations built from shared readers with known turns,
 * and monologues of single shared takes. The speakers here (2412, jfk, sonnet) were held out
 * of the calibration of DIARIZE (bench/diarization.bench.ts prints the calibration set too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPocketsphinxEngine } from '../pocketsphinx.engine';
import { transcribeAudio } from '../transcribe.service';
import { makeTempDir } from '../transcribe.test-support';
import { createEnergyDetector } from '../vad';
import { buildConversation, type Voice } from './conversation.test-support';
import { diarizationErrorRate, type SpeakerSegment } from './der.fns';
import { diarizeUnits, withSpeakers } from './diarize';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir('otto-diarize-')));
afterAll(() => cleanup());

/** Turns as a user would read them: consecutive words of one speaker, first word to last. */
function turnsOf(words: ReadonlyArray<{ start: number; end: number; speaker?: number }>): SpeakerSegment[] {
  const turns: SpeakerSegment[] = [];
  for (const w of words) {
    const last = turns.at(-1);
    if (last && last.speaker === String(w.speaker)) last.end = w.end;
    else turns.push({ start: w.start, end: w.end, speaker: String(w.speaker) });
  }
  return turns;
}

describe('speaker labels', () => {
  it('label the words of a held-out two-speaker conversation with DER ≤ 15 % (collar 0.25 s)', async () => {
    // Unequal turns, one voice 4–8 dB quieter on some turns, gaps from 0.25 to 0.7 s.
    const conversation = await buildConversation(
      [
        { voice: '2412', seconds: 3 },
        { voice: 'jfk', seconds: 1, gainDb: -8 },
        { voice: '2412', seconds: 1 },
        { voice: 'jfk', seconds: 2.5 },
        { voice: '2412', seconds: 0 },
        { voice: 'jfk', seconds: 3, gainDb: -4 },
      ],
      dir,
      'two-speakers',
    );
    const { result } = await transcribeAudio({
      engine: createPocketsphinxEngine(),
      wavPath: conversation.wavPath,
      language: 'en',
      tmpDir: dir,
    });
    const words = await withSpeakers(conversation.wavPath, result.words);
    expect(new Set(words.map((w) => w.speaker))).toEqual(new Set([1, 2]));
    expect(words[0]!.speaker).toBe(1);
    const { der } = diarizationErrorRate(conversation.reference, turnsOf(words), 0.25);
    expect(der).toBeLessThanOrEqual(0.15);
  }, 120_000);

  it.each<Voice>(['jfk', '2412', 'sonnet', '61', '1089-0000', 'austen-0870', 'auto-editor'])(
    'find one speaker in the %s monologue',
    async (voice) => {
      const { wavPath } = await buildConversation([{ voice, seconds: 1000 }], dir, `mono-${voice}`);
      // Word-sized units over the detected speech stand in for a transcript's words.
      const { regions } = await createEnergyDetector().detect(wavPath);
      const units = regions.flatMap((r) => {
        const n = Math.max(1, Math.round((r.end - r.start) / 0.4));
        return Array.from({ length: n }, (_, i) => ({
          start: r.start + ((r.end - r.start) * i) / n,
          end: r.start + ((r.end - r.start) * (i + 1)) / n,
        }));
      });
      const { speakers, unitSpeakers } = await diarizeUnits(wavPath, units);
      expect(speakers).toBe(1);
      expect(unitSpeakers.every((s) => s === 1)).toBe(true);
    },
  );

  it('tell three readers apart', async () => {
    const voices: Voice[] = ['1089', 'austen', 'auto-editor'];
    const conversation = await buildConversation(
      Array.from({ length: 12 }, (_, i) => ({ voice: voices[i % 3]!, seconds: 0 })),
      dir,
      'three-speakers',
    );
    const { regions } = await createEnergyDetector().detect(conversation.wavPath);
    const { speakers } = await diarizeUnits(conversation.wavPath, regions);
    expect(speakers).toBe(3);
  });

  it('leave a transcript without words as it is', async () => {
    const { wavPath } = await buildConversation([{ voice: 'jfk', seconds: 1 }], dir, 'empty');
    expect(await withSpeakers(wavPath, [])).toEqual([]);
  });
});
