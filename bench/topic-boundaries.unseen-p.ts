/**
 * Unseen interviews for the calibrated partition model (issue 12, round 4): written before that
 * round's tuning and never tuned on; the bench only reports on them. Timed like real speakers (see
 * speech-timing.ts): subjects change at 0.2–0.9 s, thinking pauses of 2–3.5 s sit inside subjects,
 * some subjects run only 20–30 s, and related subjects sit side by side (farming then an
 * allotment, camping then hill walking, a guitar then the theatre).
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';

export const farming: Subject = {
  subject: 'farming',
  sentences: [
    'our family farm has sixty dairy cows and two hundred acres of grass',
    'milking starts at five in the morning and again at four in the afternoon',
    'the herd goes out to pasture in april once the ground is dry',
    'um in june we cut the grass for silage and wrap the bales in plastic',
    'the price the dairy pays for milk barely covers the cost of feed',
    'my father still drives the old tractor to check the fences',
    'calving in spring means nights in the barn with a torch',
    'we sold the sheep last year because the lambs did not pay',
  ],
};

export const allotment: Subject = {
  subject: 'allotment',
  sentences: [
    'i rent an allotment plot behind the railway station',
    'i grow potatoes onions and runner beans in raised beds',
    'slugs eat the lettuce unless you go out with a torch at night',
    'uh the compost heap takes a year to turn into soil',
    'my neighbour on the next plot gives me his spare tomato plants',
    'the best part is digging up the first new potatoes in july',
  ],
};

export const plumbing: Subject = {
  subject: 'plumbing',
  sentences: [
    'i have been a plumber for twenty years mostly in old houses',
    'a dripping tap usually needs a new washer and ten minutes',
    'the worst calls are burst pipes in a frost at midnight',
    'copper pipe is soldered with a blowtorch and plastic pipe just pushes together',
    'um every boiler has its own quirks and its own manual',
    'you always turn off the water at the stopcock before you start',
    'a blocked drain is nearly always fat poured down the sink',
    'customers are happiest when the radiators are hot again',
  ],
};

export const flying: Subject = {
  subject: 'flying',
  sentences: [
    'i learned to fly a small plane at a grass airfield',
    'before every flight you walk round the aircraft and check the fuel and the flaps',
    'the instructor sits beside you with his own set of controls',
    'take off is easy but landing in a crosswind took me thirty hours',
    'uh you talk to the tower on the radio and read back every instruction',
    'my first solo flight was one circuit of the field and lasted eight minutes',
    'clouds are the enemy because without instruments you cannot see the horizon',
    'the licence needs a written exam in navigation and the weather',
  ],
};

export const kayaking: Subject = {
  subject: 'kayaking',
  sentences: [
    'on weekends i paddle a kayak down the river',
    'the first thing you learn is how to roll back up when you capsize',
    'rapids are graded from one to six and i stop at three',
    'um a spray deck keeps the water out of the boat',
    'we carry the kayaks around the weir on our shoulders',
  ],
};

export const camping: Subject = {
  subject: 'camping',
  sentences: [
    'every summer we take the children camping by a lake',
    'pitching the tent in the rain is the first test of the holiday',
    'we cook on a small gas stove and the beans always burn',
    'uh the sleeping bags have to be rated for cold nights',
    'the kids collect sticks for a campfire and we toast marshmallows',
    'the campsite has a shower block but the hot water runs out by eight',
    'packing the wet tent back into its bag never works',
  ],
};

export const hillwalking: Subject = {
  subject: 'hill walking',
  sentences: [
    'i go hill walking in the mountains of wales most months',
    'good boots and a waterproof jacket matter more than anything else',
    'i always carry a map and a compass because the phone loses signal',
    'um on the ridge the wind can knock you off your feet',
    'the path to the summit is steep and rocky for the last mile',
    'coming down is harder on the knees than going up',
    'from the top on a clear day you can see the sea',
  ],
};

export const guitar: Subject = {
  subject: 'guitar',
  sentences: [
    'i started playing guitar at fourteen on a cheap acoustic',
    'the first chords hurt your fingertips until they harden',
    'uh i tune by ear but a clip on tuner is faster',
    'barre chords took me a whole summer to get clean',
    'now i play in a band at weddings on saturdays',
    'we change the strings before every gig because old strings sound dull',
  ],
};

export const theatre: Subject = {
  subject: 'theatre',
  sentences: [
    'i act with an amateur theatre company in the town hall',
    'rehearsals run three evenings a week for two months before a show',
    'learning lines is easier if you walk around while you say them',
    'um the director blocks every scene so nobody turns their back on the audience',
    'on opening night the costumes still have pins in them',
    'the lights go down and for a second you forget your first line',
    'the applause at the end makes the nerves worth it',
    'after the last performance we take the set apart and have a party',
  ],
};

export const marathon: Subject = {
  subject: 'marathon',
  sentences: [
    'i ran my first marathon last april',
    'the training plan built up to a long run of thirty kilometres on sundays',
    'um i wore out two pairs of running shoes in four months',
    'at the start line there were thousands of runners and a brass band',
    'around the twentieth mile my legs felt like stone',
    'the crowd shouted my name because it was printed on my vest',
    'i crossed the finish in four hours and ten minutes and cried',
  ],
};

export const dentist: Subject = {
  subject: 'dentist',
  sentences: [
    'i work as a dentist in a small practice',
    'most people are nervous before they even sit in the chair',
    'a filling starts with an injection to numb the gum',
    'uh the drill sounds worse than it feels',
    'children who brush twice a day rarely need anything done',
    'x rays show decay between the teeth that you cannot see',
  ],
};

export const bookbinding: Subject = {
  subject: 'bookbinding',
  sentences: [
    'i repair old books in a bindery above a shop',
    'the pages are folded into sections and sewn on a frame with linen thread',
    'the spine is glued and lined with mull before the covers go on',
    'um leather covers are pared thin at the edges with a sharp knife',
    'gold letters on the spine are pressed with hot brass tools',
    'a family bible can take a month to restore',
    'the paper in old books is often better than the paper today',
  ],
};

/** Five interviews of the subjects above, timed as five different speakers. */
export const unseenPInterviews: SpokenInterview[] = [
  timeSpeech(
    'p: farming/allotment/plumbing/flying/kayaking, changes 0.3/0.6/0.2/0.9 s, thinking 2.8 s',
    [
      { subject: farming, pauseAfter: 0.3 },
      { subject: allotment, pauseAfter: 0.6 },
      { subject: plumbing, pauseAfter: 0.2 },
      { subject: flying, pauseAfter: 0.9 },
      { subject: kayaking, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.05, sentenceGap: [0.5, 1.2], thinking: { farming: 2.8, flying: 2.8 }, seed: 101 },
  ),
  timeSpeech(
    'p: camping/hill walking/guitar/theatre, changes 0.5/0.4/0.7 s, thinking 3.2 s',
    [
      { subject: camping, pauseAfter: 0.5 },
      { subject: hillwalking, pauseAfter: 0.4 },
      { subject: guitar, pauseAfter: 0.7 },
      { subject: theatre, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.055, sentenceGap: [0.4, 1.1], thinking: { 'hill walking': 3.2, theatre: 3.2 }, seed: 202 },
  ),
  timeSpeech(
    'p: marathon/dentist/bookbinding/farming/allotment, changes 0.8/0.2/0.6/0.3 s, thinking 2 s',
    [
      { subject: marathon, pauseAfter: 0.8 },
      { subject: dentist, pauseAfter: 0.2 },
      { subject: bookbinding, pauseAfter: 0.6 },
      { subject: farming, pauseAfter: 0.3 },
      { subject: allotment, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.045, sentenceGap: [0.6, 1.3], thinking: { marathon: 2, bookbinding: 2.4 }, seed: 303 },
  ),
  timeSpeech(
    'slow speaker p: theatre/guitar/plumbing/camping/hill walking, changes 0.9/0.4/0.7/0.5 s, thinking 3.5 s',
    [
      { subject: theatre, pauseAfter: 0.9 },
      { subject: guitar, pauseAfter: 0.4 },
      { subject: plumbing, pauseAfter: 0.7 },
      { subject: camping, pauseAfter: 0.5 },
      { subject: hillwalking, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.065,
      sentenceGap: [0.8, 1.6],
      thinking: { plumbing: 3.5, camping: 3, 'hill walking': 2.6 },
      seed: 404,
    },
  ),
  timeSpeech(
    'fast speaker p: kayaking/flying/dentist/marathon/bookbinding, changes 0.2–0.3 s',
    [
      { subject: kayaking, pauseAfter: 0.2 },
      { subject: flying, pauseAfter: 0.3 },
      { subject: dentist, pauseAfter: 0.2 },
      { subject: marathon, pauseAfter: 0.3 },
      { subject: bookbinding, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.2, 0.6], thinking: { flying: 2.2, marathon: 2.5 }, seed: 505 },
  ),
];
