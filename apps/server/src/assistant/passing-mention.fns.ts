/**
 * A subject's word said in passing is no talk about the subject: "the house sounds like a room
 * full of crickets" is about a clock, not cricket, and "all that money to look at fish" is about
 * diving, not fishing. Such a mention still counts as a word related to the subject, so a topic
 * that goes on about it in other words is still found.
 */
import { isVagueNoun } from '../analyse/label-words.fns';
import { namesAPerson, sensesOf } from '../analyse/relatedness.fns';
import { isStopWord } from '../analyse/text.fns';

/** Who does something: after them a word is a verb ("i like", "we surf"). */
const doers = ['i', 'we', 'you', 'they', 'he', 'she'];
/** Words before "like" that make it the verb of liking ("i like", "would like"), not a comparison. */
const liking = new Set([
  ...doers,
  'would',
  'd',
  'really',
  'do',
  'dont',
  'didnt',
  'did',
  'to',
  'also',
  'still',
  'always',
  'people',
  'kids',
  'll',
  'might',
  'could',
  'should',
  'not',
]);
/** Words that open another clause between the comparison and the mention. */
const clauseOpeners = new Set(['and', 'but', 'so', 'because', 'i', 'we', 'you', 'they', 'he', 'she', 'it', 'then']);
/** How far (in words) a comparison reaches: "like a room full of crickets". */
const comparisonReach = 5;

/** Whether tokens[at] is what something is likened to ("sounds like a room full of crickets"). */
export function inComparison(tokens: readonly string[], at: number, from = 0): boolean {
  for (let j = at - 1; j >= Math.max(from, at - comparisonReach); j--) {
    const t = tokens[j]!;
    if (clauseOpeners.has(t)) return false;
    if (t === 'like') return j > from && !liking.has(tokens[j - 1]!);
  }
  return false;
}

/** Words after which a word is a verb, whatever else it may be ("i bowl", "we always train"). */
const doerCues = new Set([
  ...doers,
  'can',
  'could',
  'will',
  'would',
  'should',
  'might',
  'must',
  'dont',
  'didnt',
  'll',
  'always',
  'never',
  'usually',
  'often',
  'sometimes',
]);

/**
 * Words after which an activity's base word is its verb ("i surf", "to fly", "we always camp"):
 * after "to" or "and" a thing's word is as often the thing ("back to school", "bread and jam").
 */
const verbCues = new Set([...doerCues, 'to', 'do', 'did', 'd', 'still', 'also', 'just', 'and', 'or']);

/**
 * Whether tokens[at], a word of an activity's stem but not the activity's own word ("fish" for
 * "fishing", "kayak" for "kayaking"), names the thing rather than doing it: "look at fish" is no
 * fishing, "i fish most weekends" is. Agent nouns ("plumber", "blacksmith": nouns naming a person)
 * and inflections of the activity ("fished") are the activity itself.
 */
export function namesTheThing(
  tokens: readonly string[],
  at: number,
  activity: string,
  from = 0,
  to = tokens.length - 1,
): boolean {
  const token = tokens[at]!;
  if (!activity.endsWith('ing') || token === activity || /(ing|ed|er|ers)$/.test(token) || namesAPerson(token))
    return false;
  // Said of a thing after it, it is the thing whatever comes before ("and fish fingers on friday").
  return at <= from || !verbCues.has(tokens[at - 1]!) || describesNextNoun(tokens, at, to);
}

/** Whether tokens[at] says what kind the noun after it is ("fish fingers", "the surf shop"). */
function describesNextNoun(tokens: readonly string[], at: number, to: number): boolean {
  const next = at < to ? tokens[at + 1] : undefined;
  return !!next && !isStopWord(next) && sensesOf(next, ['n'])[0]!.length > 0 && !isVagueNoun(next);
}

/**
 * Whether tokens[at], a word of a thing's stem ("train" for "train journey", "bowl" for "bowls"),
 * is said as a verb: "i trained as a blacksmith" and "i bowl" in a cricket team are no talk about
 * trains or the game of bowls. Its past ("trained") or its word after a doer ("i bowl").
 */
export function saidAsVerb(tokens: readonly string[], at: number, thing: string, from = 0): boolean {
  const token = tokens[at]!;
  if (thing.endsWith('ing')) return false;
  return (token !== thing && /ed$/.test(token)) || (at > from && doerCues.has(tokens[at - 1]!));
}

const listJoins = new Set(['and', 'or']);

/**
 * Whether tokens[at] is one item of a list, in its middle or last ("we do messy play and painting
 * and a walk to the park", "on houses for roofers and painters"): a childminder's day and a
 * scaffolder's customers, not talk about painting.
 */
export function amongOthers(tokens: readonly string[], at: number, from: number, to: number): boolean {
  return at > from && listJoins.has(tokens[at - 1]!) && (at === to || listJoins.has(tokens[at + 1]!));
}
