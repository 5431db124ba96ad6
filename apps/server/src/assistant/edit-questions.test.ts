/**
 * What is said to Otto that asks for no edit: a question about the edit on screen, a "why", a
 * greeting or thanks. Each gets an answer and no new edit (it used to get a highlights clip).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import type { Analysis } from '../analyse/analyse.types';
import { sourceOf } from '../analyse/analyse.test-support';
import { timedInterview } from '../analyse/interview.test-support';
import { asEdit } from './edits.test-support';
import { parseIntent } from './intent.fns';
import { planPrompt } from './planner';

let footage: Analysis;

beforeAll(() => {
  footage = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', timedInterview().words)]);
});

describe('questions and small talk that ask for no edit', () => {
  it('reads them apart from the requests that look like them', () => {
    const kind = (prompt: string) => parseIntent(prompt, 'standard');
    expect(kind('What did I change?')).toEqual({ kind: 'question', question: 'edit' });
    expect(kind('why did you cut the first line?')).toEqual({ kind: 'question', question: 'edit' });
    expect(kind('Thanks!')).toEqual({ kind: 'question', question: 'small_talk' });
    expect(kind('hello')).toEqual({ kind: 'question', question: 'small_talk' });
    expect(kind('which topics are there?')).toEqual({ kind: 'question', question: 'about' });
    // Requests in a question's form stay requests.
    expect(kind('what are the best moments?').kind).toBe('clip');
    expect(kind('can you make it shorter?').kind).toBe('resize');
    expect(kind('ok make it shorter').kind).toBe('resize');
    expect(kind('great, now add a hook').kind).toBe('hook');
  });

  it('describes the edit on screen, and changes nothing', () => {
    const clip = planPrompt('Make a clip about trains', footage, { mode: 'standard' }).stories[0]!;
    const answer = planPrompt('What did I change?', footage, { mode: 'standard', previous: asEdit(clip) });
    expect(answer.stories).toEqual([]);
    expect(answer.reply).toMatch(
      /^“Trains” runs \d:\d\d in \d+ segments?, and opens with “.+…”\. Each change I make is a new edit/,
    );
    const why = planPrompt('Why did you drop the first line?', footage, { mode: 'standard', previous: asEdit(clip) });
    expect(why.stories).toEqual([]);
  });

  it('answers a greeting or thanks with what to ask next', () => {
    const hello = planPrompt('Hello', footage, { mode: 'standard' });
    expect(hello.stories).toEqual([]);
    expect(hello.reply).toMatch(/^Hi! I have not made an edit in this chat yet\./);
    const clip = planPrompt('Make a clip about trains', footage, { mode: 'standard' }).stories[0]!;
    const thanks = planPrompt('thanks, looks good', footage, { mode: 'standard', previous: asEdit(clip) });
    expect(thanks.stories).toEqual([]);
  });
});
