import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { sourceOf, timedWords } from '../analyse/analyse.test-support';
import { unitRange } from './cut-rules';
import { piecesAbout } from './drop-lines';
import { editPieces } from './edit-pieces.fns';

const footage = analyseTranscripts([
  sourceOf(
    '66666666-6666-4666-8666-666666666666',
    timedWords([
      'the plumber spent all week fixing the pipes in old houses',
      'on saturday we went to the theatre to see a play about sailors',
      'in the evening i read verse by the fire',
    ]),
  ),
]);
const pieces = editPieces(footage, footage.units.map(unitRange));
const about = (subject: string) => piecesAbout(footage, pieces, subject).map((p) => p.unit?.text);

describe('the part of an edit about a subject', () => {
  it('takes a synonym only where it is meant in the subject’s sense', () => {
    // A house is first a dwelling; the playhouse is a later sense of it.
    expect(about('theatre')).toEqual(['on saturday we went to the theatre to see a play about sailors']);
    expect(about('the theatre')).toHaveLength(1);
    // "Verse" is first poetry itself.
    expect(about('poetry')).toEqual(['in the evening i read verse by the fire']);
  });
});
