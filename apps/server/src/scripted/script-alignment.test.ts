import { describe, expect, it } from 'vitest';
import { timedWords } from '../analyse/analyse.test-support';
import { alignScript } from './script-alignment.fns';
import { scriptLines } from './script-lines.fns';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';

const script = [
  'The printing press changed how books were made.',
  'Gutenberg built a press with movable metal type.',
  'Paper got cheaper and pamphlets spread the news.',
  'Our quarterly budget was approved by the board.',
];

describe('script alignment', () => {
  it('picks the complete, cleanest, last take of every line and reports the line never said', () => {
    const first = timedWords([
      'the printing press changed',
      'um the printing press uh changed how books were were made',
      'the printing press changed how books were made',
      'goodenberg built a press with movable metal type',
    ]);
    const second = timedWords([
      'paper got cheaper and pamphlets spread the news',
      'paper got cheaper and pamphlets spread the news',
      'paper got cheaper and',
    ]);
    const lines = alignScript(script, [
      { sourceId: a, words: first },
      { sourceId: b, words: second },
    ]);
    const said = (sourceId: string, take: { firstWord: number; lastWord: number }) =>
      (sourceId === a ? first : second)
        .slice(take.firstWord, take.lastWord + 1)
        .map((w) => w.text)
        .join(' ');
    const chosen = lines.map((l) => (l.takes[0] ? said(l.takes[0].sourceId, l.takes[0]) : null));
    expect(chosen).toEqual([
      'the printing press changed how books were made',
      'goodenberg built a press with movable metal type',
      'paper got cheaper and pamphlets spread the news',
      null,
    ]);
    // Alternates one click away: every take of the first line, cut-short and filler ones after.
    expect(lines[0]!.takes.map((t) => said(t.sourceId, t))).toEqual([
      'the printing press changed how books were made',
      'the printing press uh changed how books were were made',
      'the printing press changed',
    ]);
    // The later of two identical clean takes.
    expect(lines[2]!.takes[0]!.firstWord).toBe(8);
    expect(lines[2]!.takes.at(-1)!.coverage).toBeLessThan(0.8);
  });

  it('reads lines from a script, leaving out headings, cues and directions', () => {
    expect(
      scriptLines('INT. KITCHEN – DAY\n\nANNA: Welcome back.\n(smiles)\n1. Today we bake bread.\n[beat]\nJOHN:\nSure.\n'),
    ).toEqual(['Welcome back.', 'Today we bake bread.', 'Sure.']);
  });
});
