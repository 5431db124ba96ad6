/**
 * Unseen interviews for the word-vector cue of topic boundaries (issue 12, round 4): written
 * before any tuning of that cue and never looked at while tuning; the bench only reports on them.
 * Like topic-boundaries.unseen.ts they are timed like real speakers (see speech-timing.ts):
 * subjects change at 0.2–0.9 s, some subjects hold thinking pauses of 2–3.5 s, some subjects are
 * short (20–30 s), and some related subjects sit side by side (sourdough then a restaurant
 * kitchen, skiing then camping, guitar then a choir) where few words repeat across the change.
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';

const sourdough: Subject = {
  subject: 'sourdough',
  sentences: [
    'i started making sourdough bread during the long winter two years ago',
    'the starter is just flour and water left on the counter to catch wild yeast',
    'um you feed it every morning and it bubbles and smells a bit like vinegar',
    'the dough rests overnight in the fridge so the flavour develops slowly',
    'shaping a loaf takes a light touch or you knock all the air out',
    'i bake it in a heavy iron pot with the lid on for the first twenty minutes',
    'a good crust crackles as it cools on the rack',
    'my neighbours get the loaves that come out flat',
  ],
};

const kitchen: Subject = {
  subject: 'kitchen',
  sentences: [
    'for six years i worked the grill in a busy restaurant',
    'service starts at six and the tickets never stop until eleven',
    'every station has its own knives and a board and a towel over the shoulder',
    'uh the head chef shouts the orders and you shout them back',
    'steaks rest for a few minutes before they are sliced and plated',
    'the sauces are made in the afternoon and kept warm in a water bath',
    'a burn on the forearm is normal after a long shift',
    'at the end of the night we scrub the stoves and mop the floor',
  ],
};

const skiing: Subject = {
  subject: 'skiing',
  sentences: [
    'every february we go skiing in the mountains with my cousins',
    'the lift pass costs more than the flight',
    'beginners learn to stop with the tips of the skis pointed together',
    'um fresh powder after a night of snowfall is the best feeling in the world',
    'the black runs are steep and icy in the afternoon',
    'i twisted my knee once when a binding did not release',
    'goggles and a helmet are worth every penny on a cold windy slope',
    'after the last run everyone drinks hot chocolate in the chalet',
  ],
};

const camping: Subject = {
  subject: 'camping',
  sentences: [
    'in summer we pitch a tent by a lake in the forest',
    'the trick is to find flat ground before it gets dark',
    'we cook on a little gas stove and boil water for tea',
    'uh mosquitoes come out at dusk so we light a smoky fire',
    'at night you hear owls and sometimes a fox near the bins',
    'sleeping bags rated for cold nights keep us warm even in the rain',
  ],
};

const guitar: Subject = {
  subject: 'guitar',
  sentences: [
    'i taught myself guitar from videos when i was fourteen',
    'the first chords hurt the tips of your fingers for weeks',
    'an acoustic guitar with steel strings sounds bright and loud',
    'um tuning by ear took me ages before i bought a clip on tuner',
    'i practise scales for ten minutes and then play songs i like',
    'changing strings every couple of months keeps the tone fresh',
    'now i play at an open mic night in a pub once a month',
  ],
};

const choir: Subject = {
  subject: 'choir',
  sentences: [
    'on tuesday evenings i sing tenor in a community choir',
    'we warm up by humming and stretching our jaws',
    'the conductor splits the altos sopranos tenors and basses into rows',
    'uh learning the harmony part is harder than the melody',
    'our concert at christmas is in the old church by the square',
  ],
};

const dentist: Subject = {
  subject: 'dentist',
  sentences: [
    'i have been a dental nurse for twelve years',
    'most patients are nervous before they even sit in the chair',
    'we take x rays to look for decay between the teeth',
    'um a filling takes about half an hour with the numbing injection',
    'children get a sticker if they keep their mouth open',
    'the instruments go through a steam cleaner after every patient',
    'flossing every night really does save your gums',
    'the worst part of the job is the sound of the drill all day',
  ],
};

const moving: Subject = {
  subject: 'moving',
  sentences: [
    'last spring we moved house to a town near the coast',
    'packing the boxes took three weekends and far too much tape',
    'the removal van was late and the sofa would not fit through the door',
    'uh we lost the box with the kettle for a whole week',
  ],
};

const marathon: Subject = {
  subject: 'marathon',
  sentences: [
    'i ran my first marathon when i turned forty',
    'the training plan builds up to a long run of thirty kilometres on sundays',
    'um blisters and sore calves were part of every week',
    'energy gels taste awful but they stop you hitting the wall',
    'on race day the crowd cheering your name keeps your legs moving',
    'the last five kilometres were the hardest of my life',
    'crossing the finish line i cried and hugged a stranger',
    'my time was four hours and twelve minutes',
  ],
};

const library: Subject = {
  subject: 'library',
  sentences: [
    'i work at the public library in the town centre',
    'people borrow novels and audiobooks and use the computers to print forms',
    'every tuesday we read stories to toddlers on the carpet',
    'uh overdue fines were scrapped a few years ago',
    'the quiet room upstairs fills up with students during exams',
    'we repair torn spines with glue and clear tape',
    'donated books are sorted and the old ones sold for a pound',
  ],
};

const wedding: Subject = {
  subject: 'wedding',
  sentences: [
    'my sister got married in a barn in the countryside',
    'the bride walked in to a string quartet playing',
    'i gave a speech and forgot half of it',
    'um the cake had three tiers and fresh flowers on top',
    'everyone danced until the band packed up at midnight',
  ],
};

const recycling: Subject = {
  subject: 'recycling',
  sentences: [
    'i drive a recycling lorry on the early shift',
    'we start at five so the streets are clear of traffic',
    'bottles cans and cardboard go in separate bins',
    'uh people still put greasy pizza boxes in the paper bin',
    'the lorry crushes everything and takes it to the sorting plant',
    'at the plant magnets pull out the steel and air jets blow off the plastic',
    'glass is melted down and made into new jars',
    'on a hot day the smell is something you never forget',
  ],
};

/** Five interviews timed as five different speakers. */
export const unseenVectorInterviews: SpokenInterview[] = [
  timeSpeech(
    'v: sourdough/kitchen/dentist/moving/marathon, changes 0.4/0.3/0.8/0.5 s, thinking 2.5 s',
    [
      { subject: sourdough, pauseAfter: 0.4 },
      { subject: kitchen, pauseAfter: 0.3 },
      { subject: dentist, pauseAfter: 0.8 },
      { subject: moving, pauseAfter: 0.5 },
      { subject: marathon, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.05, sentenceGap: [0.5, 1.2], thinking: { kitchen: 2.5, marathon: 3 }, seed: 101 },
  ),
  timeSpeech(
    'v: skiing/camping/library/wedding, changes 0.6/0.2/0.9 s, thinking 3.5 s',
    [
      { subject: skiing, pauseAfter: 0.6 },
      { subject: camping, pauseAfter: 0.2 },
      { subject: library, pauseAfter: 0.9 },
      { subject: wedding, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.055, sentenceGap: [0.4, 1.1], thinking: { skiing: 3.5, library: 2.2 }, seed: 113 },
  ),
  timeSpeech(
    'v: guitar/choir/recycling/sourdough/moving, changes 0.3/0.7/0.4/0.6 s, thinking 2 s',
    [
      { subject: guitar, pauseAfter: 0.3 },
      { subject: choir, pauseAfter: 0.7 },
      { subject: recycling, pauseAfter: 0.4 },
      { subject: sourdough, pauseAfter: 0.6 },
      { subject: moving, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.045, sentenceGap: [0.6, 1.3], thinking: { guitar: 2, recycling: 2.8 }, seed: 127 },
  ),
  timeSpeech(
    'v slow speaker: marathon/dentist/kitchen/camping, changes 0.5/2.6/0.3 s, thinking 3.2 s',
    [
      { subject: marathon, pauseAfter: 0.5 },
      { subject: dentist, pauseAfter: 2.6 },
      { subject: kitchen, pauseAfter: 0.3 },
      { subject: camping, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.065, sentenceGap: [0.8, 1.6], thinking: { marathon: 3.2, kitchen: 3.2 }, seed: 131 },
  ),
  timeSpeech(
    'v fast speaker: wedding/choir/guitar/library/skiing/recycling, changes 0.2 s',
    [
      { subject: wedding, pauseAfter: 0.2 },
      { subject: choir, pauseAfter: 0.2 },
      { subject: guitar, pauseAfter: 0.2 },
      { subject: library, pauseAfter: 0.2 },
      { subject: skiing, pauseAfter: 0.2 },
      { subject: recycling, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.2, 0.6], thinking: { library: 2.4, skiing: 2 }, seed: 149 },
  ),
];
