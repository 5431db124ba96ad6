import { describe, expect, it } from 'vitest';
import { opensSubject } from './opens-subject.fns';

describe('opensSubject', () => {
  it('hears a speaker frame a new subject in their own history, role, habits or words', () => {
    expect(opensSubject('i have played drums in a covers band since i was sixteen')).toBe(true);
    expect(opensSubject('Um, so I started making sourdough bread during the long winter.')).toBe(true);
    expect(opensSubject('i learned to fly a small plane at a grass airfield')).toBe(true);
    expect(opensSubject('my brother got me into climbing at an indoor wall')).toBe(true);
    expect(opensSubject('as a locksmith most of my calls are people locked out')).toBe(true);
    expect(opensSubject('on tuesday evenings i sing tenor in a community choir')).toBe(true);
    expect(opensSubject('every summer weekend i light the barbecue in the back garden')).toBe(true);
    expect(opensSubject('another thing i love is the theatre')).toBe(true);
    expect(opensSubject('i surf most mornings before work down at the beach')).toBe(true);
    expect(opensSubject('i drive a taxi at nights in the city centre')).toBe(true);
    expect(opensSubject('the other thing i do is restore old valve radios')).toBe(true);
    expect(opensSubject('for work i drive a delivery van round the villages')).toBe(true);
    expect(opensSubject('anyway the allotment is where i spend my sundays')).toBe(true);
    expect(opensSubject('before that i was a chef in a hotel kitchen')).toBe(true);
    expect(opensSubject('i spent twelve years in the navy as an engineer')).toBe(true);
    expect(opensSubject('in the summer we sail round the islands')).toBe(true);
    expect(opensSubject('woodturning is what i do to relax')).toBe(true);
    expect(opensSubject('my husband and i started salsa classes last spring')).toBe(true);
    expect(opensSubject('now i do long haul to spain with forty tonnes of fruit on the trailer')).toBe(true);
    expect(opensSubject('these days we run a little campsite by the river')).toBe(true);
    expect(opensSubject('every evening i set a puzzle for the local paper')).toBe(true);
    expect(opensSubject('in the evenings i do a second job in a van')).toBe(true);
    expect(opensSubject('some sundays we go underground in the dales')).toBe(true);
    expect(opensSubject('i look after four little ones in my own house during the week')).toBe(true);
    expect(opensSubject('i trained as an electrician first')).toBe(true);
    expect(opensSubject('my son got me back on a board at forty')).toBe(true);
    expect(opensSubject('on sunday afternoons i play scrabble with my dad')).toBe(true);
    expect(opensSubject('every christmas i am in the pantomime at the village hall')).toBe(true);
    expect(opensSubject('after six years on the belts i moved over to the scanners at departures')).toBe(true);
  });

  it('does not read a line inside a subject, even one with a time in it', () => {
    expect(opensSubject('you knead it for ten minutes until it is smooth')).toBe(false);
    expect(opensSubject('i plant the seeds in march on the kitchen windowsill')).toBe(false);
    expect(opensSubject('last year i swam a mile across the bay for charity')).toBe(false);
    expect(opensSubject('in winter the water is freezing even in a thick wetsuit')).toBe(false);
    expect(opensSubject('now i play in a band at weddings on saturdays')).toBe(false);
    expect(opensSubject('now i can skate backwards and do a little jump')).toBe(false);
    expect(opensSubject('i always check the harness every time')).toBe(false);
    expect(opensSubject('we sold the sheep last year because the lambs did not pay')).toBe(false);
    expect(opensSubject('for the first year it sounded like a cat being strangled')).toBe(false);
    expect(opensSubject('the other day i dropped a whole tray of them')).toBe(false);
    expect(opensSubject('the trick is to keep your elbow up')).toBe(false);
    // A part of the day in a story's sequence, not a habit.
    expect(opensSubject('in the morning i knead the dough and shape the loaves')).toBe(false);
    expect(opensSubject('i fell in three times the first week')).toBe(false);
    expect(opensSubject('at school i sat at the back and got into trouble so nobody would notice')).toBe(false);
    expect(opensSubject('')).toBe(false);
  });

  it("reads an interviewer's question that turns to a new subject, and not the answer after it", () => {
    expect(opensSubject('so what do you do for a living')).toBe(true);
    expect(opensSubject('and what about your wife what does she do')).toBe(true);
    expect(opensSubject('and how did you end up on the lifeboat')).toBe(true);
    expect(opensSubject('and you work nights as well is that right')).toBe(true);
    expect(opensSubject('tell me about the allotment')).toBe(true);
    // A question on a detail stays inside its subject.
    expect(opensSubject('and how long does that take')).toBe(false);
    expect(opensSubject('what happens if it rains')).toBe(false);
    // The answer does not open the subject a second time: the question did.
    expect(opensSubject('i have been on the crew for nine years', 'and how did you end up on the lifeboat')).toBe(
      false,
    );
    expect(opensSubject('i have been on the crew for nine years', 'and how long does that take')).toBe(true);
  });
});
