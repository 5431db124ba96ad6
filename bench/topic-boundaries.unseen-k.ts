/**
 * Unseen-k interviews for the topic-boundary bench: written before session 34's changes without
 * reading the segmenter, and never tuned on; the bench only reports on them. Seven first-person
 * interviews of 4–6 subjects each (36 subjects in all, one of them returned to), timed like real
 * speakers (see speech-timing.ts): subjects mostly change at 0.2–0.6 s, often faster than the
 * speaker's own gaps between sentences, four at 2.0–2.7 s; thinking pauses of 2.1–3.5 s sit inside
 * subjects. Closely related subjects sit side by side (water skiing then windsurfing, hotel
 * receptionist then chambermaid, dominoes then skittles, coin collecting then postcards,
 * radiographer then pharmacist in the same hospital, harmonica then accordion, trampolining then
 * gymnastics), 12 of the subjects never say their own name, generic sentences recur across subjects
 * (some as a subject's first or last sentence), some subjects open with a change-of-subject cue and
 * some go straight into detail, one interview comes back to an earlier subject, one reads like
 * noisy recogniser output, one speaker is fast and one slow, and one interview has an interviewer's
 * short questions in the same word stream. New in this set:
 * - things said in passing that are no subject and that someone might ask a clip of (skydiving, a
 *   theme park, fireworks, karate, karaoke, snowboarding, a cruise, poker, the lottery, the
 *   eurovision; subject-clips asks for each as an absent subject);
 * - very short subjects of 3–4 sentences (quitting smoking, sign language, accordion, kite flying);
 * - a heavily disfluent speaker (false starts, retakes, "you know", "like", "sort of", "i mean");
 * - unrelated neighbours sharing many common words (a car wash then a sauna: water, hot, cold,
 *   early, towels, money);
 * - a subject told only as a story of one night in the past tense that never says what it is
 *   about (the power cut).
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';
import {
  dominoes,
  hipReplacement,
  noisyBarber,
  noisyLambing,
  noisyLaundrette,
  noisyMorrisDancing,
  noisyTrafficWarden,
  quittingSmoking,
  skittles,
  tramDriver,
} from './topic-boundaries.unseen-k.noisy';
import {
  accordion,
  carpetFitting,
  cataractOperation,
  ciderMaking,
  divorce,
  fosterCaring,
  gymnastics,
  harmonica,
  hotAirBallooning,
  kiteFlying,
  parishCouncil,
  pharmacist,
  radiographer,
  signWriting,
  taxidermy,
  trampolining,
} from './topic-boundaries.unseen-k.speakers';

const waterSkiing: Subject = {
  subject: 'water skiing',
  sentences: [
    'the summer i turned forty i took up water skiing on the lake at the old gravel pits',
    'um you sit in the water with the skis pointing up and hold onto a handle on a long rope',
    'when the boat pulls away you have to let it lift you and not try to stand up too early',
    'i must have gone face first into the water twenty times on that first morning',
    'uh the wetsuit helps but in may the lake is still freezing',
    'now i can go round on one ski and cross the wake without falling off',
    'the boat and the fuel cost a fortune so we share it between six of us',
    'you learn something new every single time',
  ],
};

/** Never says its own name. */
const windsurfing: Subject = {
  subject: 'windsurfing',
  sentences: [
    'on windy days i leave the boat on the trailer and take my board out instead',
    'um it is just a board with a sail on a mast that swivels on a little joint in the middle',
    'you stand with your feet in the straps and lean right back against the boom',
    'uh when a gust comes you either hold on tight or go flying over the top',
    'i go over to the coast in october when the wind is strong enough to really get going',
    'the sails are all bright colours and the good ones are made of a clear sort of film',
    'it keeps me sane really',
  ],
};

/** Never says its own name: one night told as a story in the past tense. */
const powerCut: Subject = {
  subject: 'power cut',
  sentences: [
    'anyway that is enough about that',
    'it was the night before my sisters wedding and the whole family was round at mums',
    'um we were in the middle of ironing the bridesmaids dresses when everything went dark',
    'the fridge stopped humming and the telly went off and we could not see our own hands',
    'my dad went out the front and the whole street was black right down to the main road',
    'uh we found some birthday candles in a drawer and stuck them in saucers on the table',
    'the engineers were out in the road with lamps until about four in the morning',
    'when the lights came back on we all cheered and the iron was still stood on the dress',
    'she got married with a scorch mark on the back and nobody noticed',
  ],
};

/** Says "skydiving" in passing. */
const hotelReceptionist: Subject = {
  subject: 'hotel receptionist',
  sentences: [
    'these days i work as a hotel receptionist at a big place on the seafront',
    'um i do the early shift so i am on the desk from six until two',
    'people check out in a rush and argue about the minibar and the parking',
    'the computer tells you which rooms are ready and which are still being turned round',
    'uh last spring we had a whole coach of people in for a charity skydiving weekend',
    'the night porter says they ring down at three in the morning because they cannot work the kettle',
    'i keep a smile on even when somebody is shouting at me about the wifi',
    'it is harder than it looks believe me',
  ],
};

/** Never says its own name; says "theme park" in passing. */
const chambermaid: Subject = {
  subject: 'chambermaid',
  sentences: [
    'before the desk i spent five years upstairs with a trolley full of sheets and little soaps',
    'um you have fourteen rooms to do in a morning and about twenty five minutes for each one',
    'you strip the beds and put the clean sheets on with tight corners like a hospital',
    'the worst is when a stag party has been in and there is sick in the bath',
    'uh in the summer it was all families on their way to the theme park down the road',
    'you find all sorts left behind like false teeth and once a wedding ring under the pillow',
    'i could still make a bed in my sleep',
  ],
};

/** Says "fireworks" in passing. */
const carWash: Subject = {
  subject: 'car wash',
  sentences: [
    'i run a hand car wash on the old petrol station by the ring road',
    'um we open early at eight and on a sunny saturday the queue goes out onto the road',
    'the water comes out of the jet wash hot and you do the wheels first with a brush',
    'uh in the winter the water is freezing cold and your hands go red by ten',
    'a full valet with the inside hoovered is twenty pounds and good money if the weather holds',
    'you dry them off with big towels and we go through forty towels in a day',
    'on bonfire night we shut early because of the fireworks going off over the road',
    'to be honest i never thought i would end up doing it',
  ],
};

/** Never says its own name; shares water, hot, cold, early, towels and money with the car wash before it. */
const sauna: Subject = {
  subject: 'sauna',
  sentences: [
    'on a sunday i go to the wooden cabin at the leisure centre early before it gets busy',
    'um it is about eighty degrees in there and you sit on the top bench on a towel',
    'every ten minutes somebody ladles water onto the hot stones and the steam hits you',
    'uh then you go straight out into the cold plunge pool and it takes your breath away',
    'the finns do it with birch twigs but this is stockport so we just sit there and sweat',
    'it is six pounds for as long as you like and it is the best money i spend all week',
    'i do not know how else to put it',
  ],
};

const coinCollecting: Subject = {
  subject: 'coin collecting',
  sentences: [
    'the other thing i should mention is coin collecting which i have done since i was a boy',
    'um my grandad left me a biscuit tin full of old pennies and shillings',
    'i keep them in albums with little plastic pockets sorted by year',
    'uh the one everyone wants is the kew gardens fifty pence and i have got two',
    'you never clean an old coin because you take the value off it',
    'the money itself is not worth much it is the story behind it',
    'i go to a fair at the racecourse twice a year with a magnifying glass',
  ],
};

/** Never says its own name. */
const postcards: Subject = {
  subject: 'postcards',
  sentences: [
    'my wife has her own boxes and hers are all old seaside views from before the war',
    'um the ones with writing on the back are the best like weather lovely landlady awful',
    'she picks them up in shoeboxes at flea markets for ten pence each',
    'uh the saucy ones with the fat men and the big ladies go for a few quid',
    'she sorts them by town so blackpool has got three boxes on its own',
    'the stamp and the date on the back tell you when somebody sat on the prom writing it',
    'anyway that is enough about that',
  ],
};

/** The speaker comes back to the car wash: the same subject, other sentences, and never its name. */
const carWashAgain: Subject = {
  subject: 'car wash',
  sentences: [
    'anyway back to work we had a man from the council round last month about where the water drains',
    'um all the dirty water has to go through an interceptor so the oil does not get into the river',
    'i had to pay two thousand pounds to have the yard dug up and a new drain put in',
    'uh the lads were all cash in hand and i had to get them on the books properly',
    'a new place has opened up by the supermarket and they are charging a pound less',
    'it is harder than it looks believe me',
  ],
};

/** A short subject: four sentences. */
const signLanguage: Subject = {
  subject: 'sign language',
  sentences: [
    'i am learning sign language at night school because my granddaughter was born deaf',
    'um you use your face as much as your hands which i did not expect',
    'i can do the alphabet and the colours and ask for a cup of tea',
    'uh she is three now and she signs faster than i can follow',
  ],
};

/** Seven interviews of the subjects above, timed as seven different speakers. */
export const unseenKInterviews: SpokenInterview[] = [
  timeSpeech(
    'k: water skiing/windsurfing/power cut/hotel receptionist/chambermaid, changes 0.4/0.3/2.4/0.5 s, thinking 2.8/2.2 s',
    [
      { subject: waterSkiing, pauseAfter: 0.4 },
      { subject: windsurfing, pauseAfter: 0.3 },
      { subject: powerCut, pauseAfter: 2.4 },
      { subject: hotelReceptionist, pauseAfter: 0.5 },
      { subject: chambermaid, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.054,
      sentenceGap: [0.5, 1.3],
      thinking: { 'water skiing': 2.8, 'hotel receptionist': 2.2 },
      seed: 3011,
    },
  ),
  timeSpeech(
    'disfluent k: hip replacement/dominoes/skittles/quitting smoking/tram driver, changes 0.3/0.2/2.2/0.5 s, thinking 3/2.5 s',
    [
      { subject: hipReplacement, pauseAfter: 0.3 },
      { subject: dominoes, pauseAfter: 0.2 },
      { subject: skittles, pauseAfter: 2.2 },
      { subject: quittingSmoking, pauseAfter: 0.5 },
      { subject: tramDriver, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.052,
      sentenceGap: [0.5, 1.2],
      thinking: { 'hip replacement': 3, 'tram driver': 2.5 },
      seed: 3022,
    },
  ),
  timeSpeech(
    'k: car wash/sauna/coin collecting/postcards/car wash/sign language, changes 0.4/0.3/0.5/0.2/0.6 s, thinking 2.3/2.6 s',
    [
      { subject: carWash, pauseAfter: 0.4 },
      { subject: sauna, pauseAfter: 0.3 },
      { subject: coinCollecting, pauseAfter: 0.5 },
      { subject: postcards, pauseAfter: 0.2 },
      { subject: carWashAgain, pauseAfter: 0.6 },
      { subject: signLanguage, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.05,
      sentenceGap: [0.4, 1.1],
      thinking: { sauna: 2.3, 'coin collecting': 2.6 },
      seed: 3033,
    },
  ),
  timeSpeech(
    'interviewer k: radiographer/pharmacist/foster caring/harmonica/accordion/parish council, changes 0.4/0.3/0.5/0.2/0.6 s, thinking 2.7/2.1 s',
    [
      { subject: radiographer, pauseAfter: 0.4 },
      { subject: pharmacist, pauseAfter: 0.3 },
      { subject: fosterCaring, pauseAfter: 0.5 },
      { subject: harmonica, pauseAfter: 0.2 },
      { subject: accordion, pauseAfter: 0.6 },
      { subject: parishCouncil, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.056,
      sentenceGap: [0.5, 1.2],
      thinking: { 'foster caring': 2.7, 'parish council': 2.1 },
      seed: 3044,
    },
  ),
  timeSpeech(
    'noisy recogniser k: traffic warden/barber/morris dancing/lambing/laundrette, changes 0.3/0.5/2.0/0.4 s, thinking 2.9 s',
    [
      { subject: noisyTrafficWarden, pauseAfter: 0.3 },
      { subject: noisyBarber, pauseAfter: 0.5 },
      { subject: noisyMorrisDancing, pauseAfter: 2.0 },
      { subject: noisyLambing, pauseAfter: 0.4 },
      { subject: noisyLaundrette, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.055, sentenceGap: [0.4, 1.0], thinking: { lambing: 2.9 }, seed: 3055 },
  ),
  timeSpeech(
    'fast speaker k: trampolining/gymnastics/sign writing/kite flying/carpet fitting/cider making, changes 0.2/0.4/0.3/0.5/0.3 s, thinking 2.4/3.1 s',
    [
      { subject: trampolining, pauseAfter: 0.2 },
      { subject: gymnastics, pauseAfter: 0.4 },
      { subject: signWriting, pauseAfter: 0.3 },
      { subject: kiteFlying, pauseAfter: 0.5 },
      { subject: carpetFitting, pauseAfter: 0.3 },
      { subject: ciderMaking, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.04,
      sentenceGap: [0.3, 0.8],
      thinking: { 'sign writing': 2.4, 'cider making': 3.1 },
      seed: 3066,
    },
  ),
  timeSpeech(
    'slow speaker k: divorce/cataract operation/hot air ballooning/taxidermy, changes 2.7/0.4/0.3 s, thinking 3.5/2.3 s',
    [
      { subject: divorce, pauseAfter: 2.7 },
      { subject: cataractOperation, pauseAfter: 0.4 },
      { subject: hotAirBallooning, pauseAfter: 0.3 },
      { subject: taxidermy, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.066,
      sentenceGap: [0.8, 1.7],
      thinking: { divorce: 3.5, taxidermy: 2.3 },
      seed: 3077,
    },
  ),
];
