import { describe, expect, it } from 'vitest';
import { createPocketsphinxEngine } from './pocketsphinx.engine';
import { mediaPath } from './transcribe.test-support';

const speech = (name: string) => mediaPath(`speech/pocketsphinx-testdata/${name}.wav`);
const engine = createPocketsphinxEngine({ concurrency: 1 });
const text = async (file: string, vocabulary?: string[]) =>
  (await engine.transcribe(file, { language: 'en', vocabulary })).words.map((w) => w.text).join(' ');

describe('the project vocabulary on real speech (pocketsphinx)', () => {
  it("hears 'Dashwood' only when the project names him", async () => {
    // "and mister john dashwood had then leisure to consider…"
    const file = speech('sense_and_sensibility_01_austen_64kb-0870');
    const without = await text(file);
    const withVocabulary = await text(file, ['Dashwood', 'Marianne']);
    console.log(`without vocabulary: ${without}\nwith ['Dashwood', 'Marianne']: ${withVocabulary}`);
    expect(without).not.toMatch(/dashwood/i);
    expect(withVocabulary).toMatch(/\bjohn Dashwood\b/);
  }, 60_000);

  it('changes nothing in speech that does not contain the terms', async () => {
    for (const name of ['goforward', 'something', 'sense_and_sensibility_01_austen_64kb-0880']) {
      const file = speech(name);
      expect(await text(file, ['Dashwood', 'Marianne', 'Gutenberg'])).toBe(await text(file));
    }
  }, 60_000);
});
