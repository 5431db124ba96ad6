/**
 * Unseen-j interviews for the topic-boundary bench: written before session 33's changes without
 * reading the segmenter, and never tuned on; the bench only reports on them. Seven first-person
 * interviews of 4–6 subjects each (35 subjects in all, one of them returned to), reaching past
 * trades and hobbies into life events (a house fire, learning to read as an adult, caring for a
 * parent, a job interview, redundancy, twins), timed like real speakers (see speech-timing.ts):
 * subjects mostly change at 0.2–0.6 s, often faster than the speaker's own gaps between sentences,
 * four at 2.0–2.8 s; thinking pauses of 2.1–3.5 s sit inside subjects. Closely related subjects
 * sit side by side (line dancing then tap dancing, baggage handler then airport security, cactus
 * collecting then carnivorous plants, market stall then car boot sale, kidney donor then giving
 * blood, school cook then lollipop lady), 12 of the subjects never say their own name, generic
 * sentences recur across subjects (some as a subject's first or last sentence), some subjects open
 * with a change-of-subject cue and some go straight into detail, one interview comes back to an
 * earlier subject, one reads like noisy recogniser output, one speaker is fast and one slow. New in
 * this set: one interview has an interviewer's voice in the same word stream, asking a short
 * question that opens most subjects, and once a follow-up question in the middle of a subject.
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';
import {
  noisyFruitPicking,
  noisyGhostTours,
  noisyGivingBlood,
  noisyKidneyDonor,
  noisyShoeRepair,
} from './topic-boundaries.unseen-j.noisy';
import {
  bedAndBreakfast,
  callCentre,
  carBootSale,
  christmasTrees,
  jobInterview,
  lifeboatCrew,
  lollipopLady,
  magistrate,
  marketStall,
  pantomime,
  redundancy,
  schoolCook,
  scrabble,
  stockCarRacing,
  teaRoom,
  twins,
} from './topic-boundaries.unseen-j.speakers';

const houseFire: Subject = {
  subject: 'house fire',
  sentences: [
    'the house fire was three years ago in the february half term',
    'um it started in the tumble dryer in the kitchen at about two in the morning',
    'the smoke alarm in the hall woke my son and he came and banged on our door',
    'we got the kids and the dog out the front in our pyjamas and stood on the grass',
    'uh two fire engines came and they had it out in about twenty minutes',
    'the whole ground floor was black and everything smelled of smoke for months',
    'we lived in a rented flat for eleven months while the insurance sorted it out',
    'now there is an alarm in every room and the the dryer never goes on at night',
  ],
};

const lineDancing: Subject = {
  subject: 'line dancing',
  sentences: [
    'on tuesday nights i go line dancing at the british legion with my sister',
    'um there are about forty of us in rows facing the stage and nobody needs a partner',
    'every dance has a set of steps that repeats and you turn a quarter each time',
    'uh the grapevine and the shuffle are the first steps you learn',
    'we wear cowboy boots and some of the men come in proper stetsons',
    'the songs are mostly country but we do a bit of pop as well',
    'it keeps me sane really',
  ],
};

/** Never says its own name. */
const tapDancing: Subject = {
  subject: 'tap dancing',
  sentences: [
    'when i was younger i did a class every saturday and i took it up again at fifty',
    'um the shoes have little metal plates screwed on at the toe and the heel',
    'the teacher counts us in and we do shuffle ball change until our calves ache',
    'uh the floor has to be wooden so it rings and you can hear every mistake',
    'we are learning a routine to singing in the rain for the show in june',
    'my husband says it sounds like a herd of horses on a tin roof',
    'to be honest i never thought i would end up doing it',
  ],
};

const juryService: Subject = {
  subject: 'jury service',
  sentences: [
    'last spring a letter came saying i had been called for jury service at the crown court',
    'um you turn up at nine and sit in a big waiting room with a hundred other people',
    'they read out names and twelve of you go up to the court together',
    'uh my case was a burglary and it went on for eight days',
    'you know you are not allowed to talk about it with anyone not even your own family',
    'in the end the jury was out for five hours before we all agreed',
    'it is harder than it looks believe me',
  ],
};

/** Never says its own name. */
const fossilHunting: Subject = {
  subject: 'fossil hunting',
  sentences: [
    'people always ask me how i find the time',
    'every weekend in winter i go down to the beach at charmouth after the storms',
    'um the cliffs are soft clay and every high tide washes new bits out onto the shingle',
    'you walk along with your head down looking for the curl of an ammonite',
    'uh i split the nodules with a little hammer and sometimes there is a perfect one inside',
    'my best find is an ichthyosaur vertebra the size of a biscuit',
    'you never go under the cliffs because they slip without any warning',
  ],
};

const baggageHandler: Subject = {
  subject: 'baggage handler',
  sentences: [
    'for work i am a baggage handler at the airport on the early shift',
    'um the bags come down the belt from check in and we sort them onto trolleys by flight',
    'i mean a full plane can have two hundred bags and we have about forty minutes to load it',
    'uh you are on your knees in the hold stacking them like a wall',
    'the heavy tags mean over twenty three kilos and those ones go on the bottom',
    'in winter you are out on the apron in the wind and the rain with ear defenders on',
    'it is harder than it looks believe me',
  ],
};

/** Never says its own name. */
const airportSecurity: Subject = {
  subject: 'airport security',
  sentences: [
    'after six years on the belts i moved over to the scanners at departures',
    'um everything goes through the x ray and i watch the screen for anything odd',
    'liquids have to be under a hundred millilitres in a clear plastic bag',
    'uh if the arch beeps i have to pat them down in front of everyone',
    'people try to get through with full bottles of suncream and huge jars of jam',
    'i find a pocket knife nearly every shift and it all goes in a big bin',
    'you learn something new every single time',
  ],
};

const learningToRead: Subject = {
  subject: 'learning to read',
  sentences: [
    'when i was younger i could not read at all and i hid it from everyone',
    'um at school i sat at the back and got into trouble so nobody would notice',
    'i started learning to read at thirty eight at an evening class in the library',
    'uh my tutor was a retired teacher called jean and she was so patient with me',
    'we started with the sounds of the letters and little books about a football team',
    'the first whole book i read was a thriller and it took me three months',
    'now i read the bedtime story to my daughter every single night',
    'to be honest i never thought i would end up doing it',
  ],
};

const escapeRooms: Subject = {
  subject: 'escape rooms',
  sentences: [
    'it keeps me sane really',
    'a group of us from work do escape rooms about once a month in town',
    'um they lock you in a room for sixty minutes and you have to solve the puzzles to get out',
    'there are padlocks with number codes and clues hidden in books and under the rug',
    'uh one of us always gets stuck on a puzzle that turns out to be really simple',
    'our best time is forty one minutes in the one set in a submarine',
    'there is a camera on you the whole time and they send in hints if you are stuck',
  ],
};

/** Never says its own name. */
const iceCreamVan: Subject = {
  subject: 'ice cream van',
  sentences: [
    'in the summer holidays i drive round the estates playing greensleeves from a speaker on the roof',
    'um the soft whippy machine has to be cleaned out every single night or it goes off',
    'a ninety nine with a flake is two pound fifty and the kids want sprinkles on everything',
    'uh you have to watch for children running out in the road when they hear the chimes',
    'the council gives you a pitch and you are not allowed to stay in one street for long',
    'people always ask me how i find the time',
  ],
};

const caringForMum: Subject = {
  subject: 'caring for mum',
  sentences: [
    'i have been caring for my mum since her stroke about four years ago',
    'um she lives with us now in the back room that used to be the dining room',
    'i get her up at seven and do her tablets with a cup of tea',
    'uh the carers come in twice a day to help with washing and dressing',
    'i had to drop down to three days a week at work to manage it',
    'some days mum does not know who i am and thinks i am her sister',
  ],
};

const cactusCollecting: Subject = {
  subject: 'cactus collecting',
  sentences: [
    'the other thing i do is cactus collecting and i have nearly three hundred now',
    'um they live in a greenhouse at the bottom of the garden with a little paraffin heater',
    'you water them from march to september and then not a drop all winter',
    'uh the mammillarias flower in a ring around the top like a little crown',
    'i buy most of mine at the cactus society show in the town hall each spring',
    'you handle them with kitchen tongs or a folded strip of newspaper',
    'you learn something new every single time',
  ],
};

/** Never says its own name. */
const carnivorousPlants: Subject = {
  subject: 'carnivorous plants',
  sentences: [
    'on the shelf above them i keep venus flytraps and pitchers and sundews',
    'um they only get rainwater from the water butt because the the tap water would kill them',
    'the flytraps shut in under a second when a fly touches two of the little hairs',
    'uh you should never set them off with your finger because each trap only closes a few times',
    'the pitchers fill with a sort of juice and the flies drown and slowly dissolve',
    'my grandson feeds them dead bluebottles from the windowsill',
    'people always ask me how i find the time',
  ],
};

/** The speaker comes back to the first subject: the same subject, other sentences, and never its name. */
const caringForMumAgain: Subject = {
  subject: 'caring for mum',
  sentences: [
    'anyway back to home last month the doctor came out because she had a chest infection',
    'um she was in hospital for nine days and i went in every afternoon',
    'they talked to me about a residential home but i am not ready for that yet',
    'uh we have a ramp at the front door now and a stair lift that cost four thousand pounds',
    'to be honest i never thought i would end up doing it',
  ],
};

const bingoCaller: Subject = {
  subject: 'bingo caller',
  sentences: [
    'it is harder than it looks believe me',
    'on friday nights i am the bingo caller at the working mens club',
    'um the balls come up through a tube with air blowing them round in a glass bowl',
    'you call each number with its rhyme like two little ducks for twenty two',
    'uh legs eleven gets a wolf whistle from the back every single time',
    'a full house wins about eighty pounds and there is a jackpot on the last game',
    'if someone shouts house by mistake the whole room groans at them',
  ],
};

/** Seven interviews of the subjects above, timed as seven different speakers. */
export const unseenJInterviews: SpokenInterview[] = [
  timeSpeech(
    'j: house fire/line dancing/tap dancing/jury service/fossil hunting, changes 0.4/0.3/2.3/0.6 s, thinking 2.9/2.2 s',
    [
      { subject: houseFire, pauseAfter: 0.4 },
      { subject: lineDancing, pauseAfter: 0.3 },
      { subject: tapDancing, pauseAfter: 2.3 },
      { subject: juryService, pauseAfter: 0.6 },
      { subject: fossilHunting, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.054,
      sentenceGap: [0.5, 1.3],
      thinking: { 'house fire': 2.9, 'jury service': 2.2 },
      seed: 2011,
    },
  ),
  timeSpeech(
    'j: baggage handler/airport security/learning to read/escape rooms/ice cream van, changes 0.3/0.5/0.7/0.2 s, thinking 3.1/2.4 s',
    [
      { subject: baggageHandler, pauseAfter: 0.3 },
      { subject: airportSecurity, pauseAfter: 0.5 },
      { subject: learningToRead, pauseAfter: 0.7 },
      { subject: escapeRooms, pauseAfter: 0.2 },
      { subject: iceCreamVan, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.059,
      sentenceGap: [0.6, 1.4],
      thinking: { 'learning to read': 3.1, 'ice cream van': 2.4 },
      seed: 2022,
    },
  ),
  timeSpeech(
    'j: caring for mum/cactus collecting/carnivorous plants/caring for mum/bingo caller, changes 0.5/0.2/2.6/0.4 s, thinking 2.5/3.2 s',
    [
      { subject: caringForMum, pauseAfter: 0.5 },
      { subject: cactusCollecting, pauseAfter: 0.2 },
      { subject: carnivorousPlants, pauseAfter: 2.6 },
      { subject: caringForMumAgain, pauseAfter: 0.4 },
      { subject: bingoCaller, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.048,
      sentenceGap: [0.4, 1.0],
      thinking: { 'cactus collecting': 2.5, 'bingo caller': 3.2 },
      seed: 2033,
    },
  ),
  timeSpeech(
    'interviewer j: market stall/car boot sale/call centre/lifeboat crew/stock car racing/tea room, changes 0.3/0.6/0.4/0.2/0.5 s, thinking 2.6/2.1 s',
    [
      { subject: marketStall, pauseAfter: 0.3 },
      { subject: carBootSale, pauseAfter: 0.6 },
      { subject: callCentre, pauseAfter: 0.4 },
      { subject: lifeboatCrew, pauseAfter: 0.2 },
      { subject: stockCarRacing, pauseAfter: 0.5 },
      { subject: teaRoom, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.057,
      sentenceGap: [0.5, 1.2],
      thinking: { 'call centre': 2.6, 'stock car racing': 2.1 },
      seed: 2044,
    },
  ),
  timeSpeech(
    'noisy recogniser j: kidney donor/giving blood/shoe repair/fruit picking/ghost tours, changes 0.4/0.2/0.6/0.3 s, thinking 2.7 s',
    [
      { subject: noisyKidneyDonor, pauseAfter: 0.4 },
      { subject: noisyGivingBlood, pauseAfter: 0.2 },
      { subject: noisyShoeRepair, pauseAfter: 0.6 },
      { subject: noisyFruitPicking, pauseAfter: 0.3 },
      { subject: noisyGhostTours, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.056, sentenceGap: [0.4, 1.0], thinking: { 'shoe repair': 2.7 }, seed: 2055 },
  ),
  timeSpeech(
    'fast speaker j: school cook/lollipop lady/job interview/magistrate/pantomime/scrabble, changes 0.3/2.0/0.2/0.5/0.4 s, thinking 2.4/3 s',
    [
      { subject: schoolCook, pauseAfter: 0.3 },
      { subject: lollipopLady, pauseAfter: 2.0 },
      { subject: jobInterview, pauseAfter: 0.2 },
      { subject: magistrate, pauseAfter: 0.5 },
      { subject: pantomime, pauseAfter: 0.4 },
      { subject: scrabble, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.3, 0.8], thinking: { 'job interview': 2.4, scrabble: 3 }, seed: 2066 },
  ),
  timeSpeech(
    'slow speaker j: redundancy/bed and breakfast/christmas trees/twins, changes 2.8/0.5/0.3 s, thinking 3.5/2.3 s',
    [
      { subject: redundancy, pauseAfter: 2.8 },
      { subject: bedAndBreakfast, pauseAfter: 0.5 },
      { subject: christmasTrees, pauseAfter: 0.3 },
      { subject: twins, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.066,
      sentenceGap: [0.8, 1.7],
      thinking: { redundancy: 3.5, twins: 2.3 },
      seed: 2077,
    },
  ),
];
