import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

describe('ending an edit stronger', () => {
  it('plays the strongest line after the opening last, keeping every line, and says when it already does', async () => {
    expect(parseIntent('Can you make it end stronger?', 'standard')).toEqual({ kind: 'hook', at: 'end' });
    expect(parseIntent('It needs a better ending', 'standard')).toEqual({ kind: 'hook', at: 'end' });
    expect(parseIntent('Add a hook', 'standard')).toEqual({ kind: 'hook' });
    // Dislike of an end is a change to it, not a new clip.
    expect(parseIntent("I don't like the ending", 'standard')).toEqual({ kind: 'hook', at: 'end' });
    expect(parseIntent('Give it a different ending', 'standard')).toEqual({ kind: 'hook', at: 'end' });
    expect(parseIntent('I hate the intro', 'standard')).toEqual({ kind: 'hook' });
    expect(parseIntent('change the start time to 0:10', 'standard').kind).not.toBe('hook');
    const footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
    const cut = planPrompt('Give me a 2 minute cut', footage, { mode: 'standard' }).stories[0]!;
    const ended = planPrompt('Make it end stronger', footage, { mode: 'standard', previous: asEdit(cut) });
    const story = ended.stories[0]!;
    const [, line] = /now ends on its strongest line \(from \d+:\d\d\): “(.+)”\./.exec(ended.reply!)!;
    expect(story.segments.at(-1)!.text.toLowerCase()).toContain(line!.toLowerCase());
    expect(story.segments[0]!.start).toBe(cut.segments[0]!.start);
    const words = (segments: typeof cut.segments) => segments.flatMap((s) => s.text.split(/\s+/)).sort();
    expect(words(story.segments)).toEqual(words(cut.segments));
    const again = planPrompt('end on a high', footage, { mode: 'standard', previous: asEdit(story) });
    expect(again.stories).toEqual([]);
    expect(again.reply).toMatch(/already ends on its strongest line/);
  });
});
