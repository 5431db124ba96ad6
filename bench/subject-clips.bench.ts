/**
 * Subject clips on the unseen interview sets of the topic-boundary bench (issue 12's check: "a
 * clip about X" is ≥ 90 % on X when X is spoken about; when X is never named, ≥ 90 % on it or an
 * honest no-match; when X is not in the footage, no edit). Every subject of every interview is
 * asked for once ("Make a 20-second clip about hill walking"), through the planner engine as the
 * product sends it, and so are ten subjects no interview holds.
 * Run: node --import tsx bench/subject-clips.bench.ts [--flite] [--long] [--conversation] [--flite-conversation] [--set NAME] [--detail]
 * --long asks the same of 2 and 4 unseen-p interviews in one recording (a subject said in two of
 * them is on subject in either).
 * --flite adds the spoken interviews of the topic-boundary bench read by flite's recorded voices and
 * heard by pocketsphinx (changes at short and at long pauses): recogniser output, not typed text.
 *
 * Before subjects were matched by meaning (session 11): 60 of 101 clips ≥ 90 % on subject, 16
 * below, 25 honest no-matches, 16 edits for absent subjects; after: 67, 9, 25, 5; with a clip
 * ending on its next line's opening words rather than a line further away (cut-rules
 * FitOptions.passage): 69, 7, 25, 5. Session 12: with unpunctuated sentences parted where a clause
 * opens with "i", "we"… (sentences.fns opensSentence): 75, 1, 25, 5; with a subject in several
 * words needing each of them in the topic (matching.fns TopicMatch.partial): 75, 1, 25, 2; with
 * such a subject as near a topic as its least-meant word ("clock repair" is no garage's talk of
 * repairs): 75, 0, 26, 2 — every subject on subject or honestly not found. With 20 more absent
 * subjects (630 asks): 19 edits — "train journey" from a runner's "training" (6), "space travel"
 * from a flying lesson (3), "jewellery", "sculpture", "cricket" (the insect), "fishing", "job interview".
 * Session 13: a boundary moved onto a thinking pause put two firefighter lines into the garage's
 * topic and "car repair" found nothing there — "cars" was no word hit for "car" (four-letter words
 * were not stemmed); with short plurals stemmed, 75, 0, 26, 0 again. --flite: 21 of 24 on subject,
 * 1 below (allotment: its opening line ended the farm's topic, and the word there chose the farm), 2
 * honest no-matches, 6 absent-subject edits of 180. --long (with topics as many as the subjects): 19
 * of 21 on subject, 1 below (kayaking, 26 s of a 13-minute recording, split between two topics), 1
 * honest no-match, 8 absent-subject edits of 60.
 * Session 14: --conversation (the unseen-p subjects as an interview of two voices, each opened by a
 * question, some interrupted by "really" or "and what happened then"): 22 of 24 on subject, 0
 * below, 2 honest no-matches, length off 1 -> 0 with the turn rules (turns.fns), 6 absent-subject
 * edits of 150. --flite-conversation (the same read by two flite voices, heard by pocketsphinx,
 * labelled by the diarizer): 22, 0, 2, length off 1, 7 absent-subject edits of 150.
 * Session 16: a word of the subject's stem that names a thing of its own ("training" for "train")
 * stands for the subject only where the topic's meaning bears it out, and is not the word said in
 * a subject of several words (matching.fns HitKind 'form'): "train journey" no longer comes from
 * a runner's training. Every set with --flite --conversation --flite-conversation --long: on
 * subject 160 of 194 and honest no-matches 33 as before; absent-subject edits 45 -> 35.
 * Session 18: a topic found by related words alone needs its lines clearly near the subject
 * (matching.fns minRelatedCloseness 0.1, unless two synonyms are said): absent-subject edits 35 -> 6
 * (left: "cricket" from a clock's crickets, "fishing" from a diver's fish — the words themselves —
 * "car insurance" and "space travel" on recogniser output); 3 never-named subjects (horse riding
 * twice, clock repair, at 0.05–0.10) became honest no-matches: 157 on subject, 36 honest. British
 * spellings meet American ones (spelling.fns): "theatre" is the recogniser's "theater", which the
 * stricter rule had otherwise lost on four flite interviews. A passage whose anchor is the last
 * of the subject's mentions grows back towards the one before it (subject-passage.fns saidBefore):
 * --long's kayaking clip 48 -> 100 % on subject, so every set: 158 on subject, 0 below.
 * Session 30: unseen-g (written before the session's changes, 24 subjects, 18 never named): 6 on
 * subject, 0 below, 18 honest no-matches, 4 absent-subject edits of 150 ("fishing" from "fishing
 * net", "football" from "the football on the telly": the words said in passing). With a subject's
 * opening line giving back its boundary (topic-significance.fns restoreOpeners), --flite
 * --conversation: 140 -> 143 of 207 on subject, 5 -> 2 below, absent-subject edits 7 of 1312.
 * Session 31: unseen-h (written before the session's changes, 34 subjects, 13 never named): 20 on
 * subject, 1 below (lorry driving, merged with the bus driving before it), 12 honest no-matches,
 * 1 no edit though named ("i trained as a blacksmith" read as the thing, not the doer, so in
 * passing), 4 absent-subject edits of 210. With a person's noun the doer of its activity
 * (relatedness.fns namesAPerson): 21 on subject, 0 no edit though named. With a passage about a
 * subject in several words anchored where the lines stand for all of them (subject-passage.fns
 * anchorWeights): lorry driving 0 -> 100 % on subject; every set with --flite --conversation
 * --long: 186 of 262 on subject, 2 below, 74 honest, absent-subject edits 11 of 1582. With a
 * thing's word said as a verb weighed as a word of its stem ("i trained as a blacksmith" for
 * "train journey": passing-mention.fns saidAsVerb): absent-subject edits 10. Left: "bowls" still
 * comes from cricket's "i bowl", whose topic means the game of bowls enough for such a word.
 * With a subject's name in two words heard as its word ("funeral director" for undertaker:
 * relatedness.fns compoundNames): 187 of 262 on subject, 73 honest. Of the honest replies, those
 * whose first suggestion is the subject's own topic: 17 -> 32 of 73 with the topic nearest in
 * meaning offered first where no related word made one near (subject-meaning.fns
 * nearestInMeaning). Tried and not kept: cutting from such a topic where one related word is said
 * (closeness ≥ 0.15–0.18, lead ≥ 0.07–0.1): 5–7 more on subject, but 4–12 more absent-subject
 * edits ("surgery" from a dentist's, "fishing" from rock pooling) and a crossword clip 68 % on subject.
 * Session 32: unseen-i (written before the session's changes, 34 subjects, 12 never named): 22 on
 * subject, 2 below (dog grooming, roofing), 10 honest no-matches (own topic offered first 0), 3
 * absent-subject edits of 209 ("space travel", "train journey", "painting"). A topic that says a
 * subject in several words as itself ranked first (matching.fns saidAsPhrase): dog grooming 0 ->
 * 100 %. The topic nearest in meaning offered first from 0.07 above the median line and 0.06 ahead
 * (subject-meaning.fns): own topic offered first 33 -> 45 of 84 honest replies; requests for absent
 * subjects answered with a nearest topic ("it may be what you mean") 67 -> 177 of 1791.
 * Session 33: unseen-j (written before the session's changes, 35 subjects, 12 never named): 21 on
 * subject, 4 below (learning to read 89 %, lifeboat crew 50 %, giving blood 0 %, scrabble 54 %), 10
 * honest no-matches (own topic offered first 2), 7 absent-subject edits of 209. Each word of a
 * subject in several held only by a close relation or several (word-support.fns: a house fire's
 * "engines" no longer holds the car of "car insurance"): every set, absent-subject edits 20 -> 14
 * of 2000, below 90 % 6 -> 4 (giving blood 0 % -> honest, learning to read 89 -> 100 %), own topic
 * offered first 47 -> 48, none named left without an edit. A subject said as one item of a list
 * in passing (passing-mention.fns amongOthers: "for roofers and painters"): absent-subject edits
 * 14 -> 13. An activity's thing said of the noun after it ("and fish fingers on friday" for
 * fishing, passing-mention.fns namesTheThing): 13 -> 12.
 * Session 34: unseen-k (written before the session's changes, 36 subjects, 12 never named, and
 * ten things said in passing added to the absent subjects, so every set is asked 2950 absent
 * requests): 19 on subject, 6 below, 10 honest, 1 named without an edit (tram driver), 14
 * absent-subject edits of 280, 10 of them things said in passing; every set: 251 on subject, 9
 * below, 31 absent-subject edits. A subject said once, aside, in a prepositional phrase mid-topic
 * with little related around it (said-aside.fns: "still in his karate suit"), and no stop word
 * heard as a subject word by its stem ("them" for "theme park"): absent-subject edits 31 -> 19,
 * on subject 251 -> 251, named without an edit 1 -> 1.
 */
import type { Segment } from '@otto/shared/container';
import { analyseWithMeaning } from '../apps/server/src/analyse/analyse-with-meaning';
import { sourceOf } from '../apps/server/src/analyse/analyse.test-support';
import { createPlannerEngine } from '../apps/server/src/assistant/planner';
import { joinInterviews, type SpokenInterview } from './speech-timing';
import { authoredUnseen } from './topic-boundaries.unseen';
import { conversationInterviews } from './topic-boundaries.conversation';
import { unseenEInterviews } from './topic-boundaries.unseen-e';
import { unseenFInterviews } from './topic-boundaries.unseen-f';
import { unseenGInterviews } from './topic-boundaries.unseen-g';
import { unseenHInterviews } from './topic-boundaries.unseen-h';
import { unseenIInterviews } from './topic-boundaries.unseen-i';
import { unseenJInterviews } from './topic-boundaries.unseen-j';
import { unseenKInterviews } from './topic-boundaries.unseen-k';
import { unseenPInterviews } from './topic-boundaries.unseen-p';
import { unseenVectorInterviews } from './topic-boundaries.unseen-v';
import { spokenConversations, spokenInterviews } from './topic-boundaries.spoken';

const allSets: Record<string, readonly SpokenInterview[]> = {
  unseen: authoredUnseen,
  'unseen-p': unseenPInterviews,
  'unseen-v': unseenVectorInterviews,
  'unseen-e': unseenEInterviews,
  'unseen-f': unseenFInterviews,
  'unseen-g': unseenGInterviews,
  'unseen-h': unseenHInterviews,
  'unseen-i': unseenIInterviews,
  'unseen-j': unseenJInterviews,
  'unseen-k': unseenKInterviews,
  ...(process.argv.includes('--conversation') ? { conversation: conversationInterviews } : {}),
  ...(process.argv.includes('--flite-conversation') ? { 'flite-conv': await spokenConversations() } : {}),
  ...(process.argv.includes('--long') ? { long: longRecordings() } : {}),
  ...(process.argv.includes('--flite')
    ? {
        flite: await spokenInterviews('short', 'flite'),
        'flite-l': await spokenInterviews('long', 'flite'),
      }
    : {}),
};
// --set NAME measures one set alone.
const only = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : undefined;
const sets = Object.fromEntries(Object.entries(allSets).filter(([name]) => !only || name === only));
/** 2 and 4 of the unseen-p interviews one after another in one recording (6 and 13 minutes). */
function longRecordings(): SpokenInterview[] {
  return [2, 4].map((count) =>
    joinInterviews(`${count} unseen-p interviews in one recording`, unseenPInterviews.slice(0, count)),
  );
}

const absentSubjects = [
  'football',
  'astronomy',
  'knitting',
  'politics',
  'chess',
  'photography',
  'fishing',
  'tax returns',
  'painting',
  'volcanoes',
  // Added in session 12, with the sound-alike and two-word rules (before them: 18 and 43 edits).
  'cricket',
  'opera',
  'tennis',
  'sculpture',
  'yoga',
  'surgery',
  'banking',
  'dinosaurs',
  'golf',
  'ballet',
  'submarines',
  'robots',
  'vaccines',
  'jewellery',
  'origami',
  'ice hockey',
  'space travel',
  'job interview',
  'car insurance',
  'train journey',
  // Added with unseen-k (written before session 34's changes): things its speakers say in passing.
  'skydiving',
  'theme park',
  'fireworks',
  'karate',
  'karaoke',
  'snowboarding',
  'cruise',
  'poker',
  'lottery',
  'eurovision',
];
const planner = createPlannerEngine();
const quiet = { warn: () => undefined };
const detail = process.argv.includes('--detail');

const length = (segments: readonly Segment[]) => segments.reduce((s, x) => s + x.end - x.start, 0);
const inside = (segments: readonly Segment[], spans: SpokenInterview['parts']) =>
  segments.reduce(
    (sum, x) =>
      sum + spans.reduce((s, p) => s + Math.max(0, Math.min(x.end, p.end + 0.5) - Math.max(x.start, p.start - 0.5)), 0),
    0,
  );
/** Whether the speaker says the subject's first word (its first five letters) in its part. */
const named = (iv: SpokenInterview, subject: string, spans: SpokenInterview['parts']) =>
  iv.words.some(
    (w) =>
      spans.some((p) => w.start >= p.start && w.end <= p.end) &&
      w.text.toLowerCase().startsWith(subject.split(' ')[0]!.slice(0, 5)),
  );

const counts = () => ({
  clips: 0,
  onSubject: 0,
  offSubject: 0,
  honest: 0,
  offeredOwn: 0,
  namedNoEdit: 0,
  lengthOff: 0,
  absentAsked: 0,
  absentEdits: 0,
  absentNearest: 0,
});
const totals = counts();
for (const [setName, interviews] of Object.entries(sets)) {
  const set = counts();
  const started = performance.now();
  for (const iv of interviews) {
    const analysis = await analyseWithMeaning([sourceOf('interview', iv.words)], quiet);
    const subjects = [...new Set(iv.parts.map((p) => p.subject))];
    for (const subject of subjects) {
      const spans = iv.parts.filter((p) => p.subject === subject);
      const spoken = spans.reduce((s, p) => s + p.end - p.start, 0);
      const seconds = Math.max(10, Math.min(30, Math.round((spoken * 0.5) / 5) * 5));
      const plan = await planner.plan(`Make a ${seconds}-second clip about ${subject}`, analysis, { mode: 'standard' });
      const segments = plan.stories[0]?.segments ?? [];
      set.clips++;
      if (segments.length === 0) {
        if (named(iv, subject, spans)) {
          set.namedNoEdit++;
          console.log(
            `  ${iv.name.slice(0, 44).padEnd(44)} ${subject.padEnd(13)} NO EDIT although the subject is named`,
          );
        } else {
          set.honest++;
          // Whether the reply offers the subject's own topic first.
          const offered = analysis.topics.find((t) => plan.suggestions?.[0]?.endsWith(`about ${t.label}`));
          const mid = offered ? (offered.start + offered.end) / 2 : -1;
          if (spans.some((p) => mid >= p.start && mid <= p.end)) set.offeredOwn++;
        }
        continue;
      }
      const share = inside(segments, spans) / length(segments);
      const lengthError = (length(segments) - seconds) / seconds;
      if (share >= 0.9) set.onSubject++;
      else set.offSubject++;
      if (Math.abs(lengthError) > 0.1) set.lengthOff++;
      if (detail || share < 0.9)
        console.log(
          `  ${iv.name.slice(0, 44).padEnd(44)} ${subject.padEnd(13)} ${length(segments).toFixed(1)}/${seconds} s, ${(share * 100).toFixed(0)} % on subject`,
        );
    }
    // A later set may hold one of the absent subjects (unseen-f has tennis and golf): not asked there.
    for (const subject of absentSubjects.filter((s) => !subjects.includes(s))) {
      set.absentAsked++;
      const plan = await planner.plan(`Make a 20-second clip about ${subject}`, analysis, { mode: 'standard' });
      if (!plan.stories[0]?.segments.length) {
        if (/nearest to it in meaning/.test(plan.reply ?? '')) set.absentNearest++;
        continue;
      }
      set.absentEdits++;
      console.log(`  ${iv.name.slice(0, 44).padEnd(44)} ${subject.padEnd(13)} EDIT for a subject it never holds`);
    }
  }
  console.log(
    `${setName.padEnd(9)} ${interviews.length} interviews, ${set.clips} subjects: ≥ 90 % on subject ${set.onSubject}, below ${set.offSubject}, honest no-match (never named) ${set.honest} (own topic offered first ${set.offeredOwn}), no edit though named ${set.namedNoEdit}, length off > 10 % ${set.lengthOff}; ${set.absentAsked} absent subjects: ${set.absentEdits} edits, ${set.absentNearest} offered a topic as nearest in meaning (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += set[k];
}
console.log(
  `all       ${totals.clips} subjects: ≥ 90 % on subject ${totals.onSubject}, below ${totals.offSubject}, honest no-match ${totals.honest} (own topic offered first ${totals.offeredOwn}), no edit though named ${totals.namedNoEdit}, length off ${totals.lengthOff}; absent-subject edits ${totals.absentEdits} of ${totals.absentAsked}, offered a topic as nearest in meaning ${totals.absentNearest}`,
);
