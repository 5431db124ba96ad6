/**
 * Unseen-f interviews for the topic-boundary bench: written before session 29's changes and never
 * tuned on; the bench only reports on them. Seven first-person interviews of 4–6 subjects each,
 * timed like real speakers (see speech-timing.ts): subjects mostly change at 0.2–0.9 s, often
 * faster than the speaker's own gaps between sentences, a few at 2–3 s; thinking pauses of 2–3.5 s
 * sit inside subjects, and some subjects run only 15–25 s. Closely related subjects sit side by
 * side (fishing then fly tying, knitting then quilting, nursing then midwifery, tennis then
 * badminton, piano then violin, foraging then jam making), about a third of the subjects never
 * say their own name, generic sentences recur across subjects (some as a subject's first or last
 * sentence), one interview comes back to an earlier subject, and one reads like noisy recogniser
 * output.
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';
import {
  noisyBadminton,
  noisyButcher,
  noisyMetalDetecting,
  noisyTennis,
  noisyYoga,
} from './topic-boundaries.unseen-f.noisy';
import {
  ballroom,
  bowls,
  boxing,
  cricket,
  foodBank,
  foraging,
  jamMaking,
  magic,
  police,
  vet,
} from './topic-boundaries.unseen-f.speakers';

const fishing: Subject = {
  subject: 'fishing',
  sentences: [
    'most saturdays i am down at the river before it gets light with a flask of tea',
    'i use a long carbon rod and a reel my dad gave me when i was ten',
    'um the trout sit in the slow water just behind the big rocks',
    'you have to keep your shadow off the water or they just vanish',
    'it took me ages to get the hang of it',
    'uh my best ever was a brown trout of nearly four pounds on a wet morning in may',
    'i put nearly all of them back because the river needs them more than i do',
    'my partner thinks i am mad standing in the cold for hours for nothing',
  ],
};

const flyTying: Subject = {
  subject: 'fly tying',
  sentences: [
    'i also tie my own flies at the kitchen table in the winter evenings',
    'you clamp a tiny hook in a vice and wrap thread around it',
    'um the feathers come from pheasants and cockerels and the fur from a hare',
    'a good pattern copies whatever insect is hatching on the water that week',
    'my first ones fell apart the moment they got wet',
    'now i tie about a dozen in an evening while the radio is on',
  ],
};

const photography: Subject = {
  subject: 'photography',
  sentences: [
    'my partner thinks i spend far too much money on it',
    'i bought my first proper camera second hand from a shop in town',
    'um most of my photos are of old buildings and people in the street',
    'the light is best in the hour after sunrise and the hour before sunset',
    'i shoot in manual now so i choose the shutter speed and the aperture myself',
    'uh editing takes longer than taking the pictures ever does',
    'last year one of my photos was printed in the local paper and i was so proud',
  ],
};

const knitting: Subject = {
  subject: 'knitting',
  sentences: [
    'the other thing i do in the evenings is make jumpers for the whole family',
    'i only use real wool because the cheap stuff squeaks on the needles',
    'um a jumper takes me about six weeks if i do an hour a night',
    'you count the stitches in every row and one mistake shows for ever',
    'cables look hard but they are just stitches crossed over each other',
    'it took me ages to get the hang of it',
  ],
};

const quilting: Subject = {
  subject: 'quilting',
  sentences: [
    'quilting is what i do with all the scraps of fabric left over',
    'you cut hundreds of little squares and triangles and sew them into blocks',
    'uh then the top the wadding and the backing get stitched together in layers',
    'the big one on our bed took me nearly two years to finish',
    'my partner thinks i am mad but he sleeps under it every night',
  ],
};

const nursing: Subject = {
  subject: 'nursing',
  sentences: [
    'for work i am a nurse on a busy surgical ward at the hospital',
    'a shift is twelve and a half hours and you hardly sit down',
    'um you do the drug round first thing and then the dressings and the obs',
    'the patients coming back from theatre need checking every fifteen minutes',
    'night shifts are the hardest because your body never really gets used to them',
    'uh the families are often more frightened than the patients are',
    'it took me ages to get the hang of it',
    'some days you go home and cry in the car and some days you feel like you made a difference',
  ],
};

const midwifery: Subject = {
  subject: 'midwifery',
  sentences: [
    'before that i spent six years delivering babies on the labour ward',
    'um most women do not want you to do very much just to be there and keep calm',
    'you listen to the heartbeat and time the contractions and wait',
    'first babies can take a whole day and a night to arrive',
    'uh the moment the baby cries the whole room breathes out',
    'i still get cards from mums every christmas with photos of kids who are now at school',
  ],
};

const tennis: Subject = {
  subject: 'tennis',
  sentences: [
    'my partner thinks i am mad but it keeps me sane',
    'i play tennis three mornings a week at the club by the park',
    'um the serve is the hardest shot because you throw the ball up and hit it at full stretch',
    'on clay the ball bounces higher and slower than on grass',
    'i play doubles mostly because my knees do not like the running anymore',
    'uh our team won the county league for the over fifties last summer',
  ],
};

const badminton: Subject = {
  subject: 'badminton',
  sentences: [
    'on wednesday nights i also play badminton in the sports hall at the school',
    'the shuttlecock is so light that it just dies in the air if you do not hit it hard',
    'um a smash from the back of the court is the best feeling in the game',
    'the net is much higher than you think when you are standing right under it',
  ],
};

const cheeseMaking: Subject = {
  subject: 'cheese making',
  sentences: [
    'in the shed i have a little dairy where i make cheese from goats milk',
    'you warm the milk and add rennet and after an hour it sets like a jelly',
    'um then you cut the curd into cubes and the whey runs out',
    'the curds get pressed in a mould overnight with weights on top',
    'a hard cheese has to sit in the cellar for at least three months',
    'uh i turn every one by hand twice a week',
    'it took me ages to get the hang of it',
  ],
};

const piano: Subject = {
  subject: 'piano',
  sentences: [
    'i started lessons at seven on an old upright in my grandmothers front room',
    'um scales every day with both hands until your fingers do it without you',
    'the left hand is always the weaker one and it never quite catches up',
    'i sat my grade eight exam at sixteen and my hands were shaking on the keys',
    'the pedal holds the notes on but too much makes everything sound like mud',
    'uh these days i mostly play chopin late at night with the lid down',
    'my partner thinks i am mad practising the same four bars for an hour',
  ],
};

const violin: Subject = {
  subject: 'violin',
  sentences: [
    'i also play the violin in an amateur orchestra that meets on thursdays',
    'you tune the four strings by ear against the oboe at the start of rehearsal',
    'um the bow has horse hair on it and you rub rosin on it so it grips',
    'for the first year it sounded like a cat being strangled',
    'second violins never get the tune but we hold all the harmony together',
    'uh our concert is in the church and the audience is mostly our own families',
  ],
};

const calligraphy: Subject = {
  subject: 'calligraphy',
  sentences: [
    'it took me ages to get the hang of it',
    'calligraphy is all about the angle you hold the nib at',
    'i use a dip pen and black ink and good thick paper',
    'um every letter is built from the same few strokes pulled down the page',
    'people ask me to write the names on wedding invitations and place cards',
    'uh one wobble on the last card and you start the whole thing again',
  ],
};

const watercolours: Subject = {
  subject: 'watercolours',
  sentences: [
    'on sunny days i take my little box of paints up onto the cliffs',
    'with watercolour you work from light to dark because you cannot cover a mistake',
    'um you wet the paper first and let the colours run into each other',
    'my partner thinks i am mad sitting in the wind for three hours for one picture',
  ],
};

const genealogy: Subject = {
  subject: 'genealogy',
  sentences: [
    'the other thing i do is dig through old records to find out where my lot came from',
    'um the census from eighteen eighty one is online and you can search it by name',
    'parish registers give you the baptisms marriages and burials going back centuries',
    'i found out my great great grandfather was a coal miner in wales',
    'uh one branch just vanishes in the eighteen forties and i think they went to america',
    'a dna test turned up cousins in canada i never knew i had',
    'my partner thinks i am mad spending weekends in graveyards reading headstones',
  ],
};

const birdwatching: Subject = {
  subject: 'birdwatching',
  sentences: [
    'i keep a notebook of everything i have seen since i was a little girl',
    'um on a good spring morning you can hear twenty different songs before breakfast',
    'i sit in a hide on the marshes with my binoculars and a flask',
    'the warblers all look the same until you learn their calls',
    'last october a rare wader from siberia turned up and two hundred people came to see it',
    'it took me ages to get the hang of it',
  ],
};

const motorbikes: Subject = {
  subject: 'motorbikes',
  sentences: [
    'i also ride a motorbike an old triumph that i rebuilt myself',
    'um on a dry sunday i go over the mountain passes in wales',
    'you lean into the corners and look where you want to go not at the edge',
    'in the rain you are soaked and frozen within about ten minutes',
    'my partner thinks i am mad and will not get on the back',
  ],
};

const teaching: Subject = {
  subject: 'teaching',
  sentences: [
    'for work i teach maths at a secondary school in the town',
    'um a class of thirty fourteen year olds on a friday afternoon is a real test',
    'the marking comes home with me every night in a big bag',
    'you can see the moment a kid finally understands something and it is worth everything',
    'uh parents evening goes on until nine and you say the same things thirty times',
    'the holidays sound long but i spend half of them planning lessons',
    'it took me ages to get the hang of it',
  ],
};

/** The speaker comes back to the first subject: the same subject, other sentences. */
const birdwatchingAgain: Subject = {
  subject: 'birdwatching',
  sentences: [
    'anyway this spring the swallows came back to our barn on the ninth of april',
    'um i counted eleven nests under the roof and they use the same ones every year',
    'they fly all the way from south africa and find the same barn',
    'i sit on the step in the evening and watch them catch insects over the field',
  ],
};

const golf: Subject = {
  subject: 'golf',
  sentences: [
    'on sundays i play golf with my brother at the course by the sea',
    'um the wind off the water makes every shot a guess',
    'my handicap is stuck at eighteen however many lessons i have',
    'the putting is where you win or lose and i always lose',
    'uh we bet a pound a hole and i have never once come out ahead',
  ],
};

/* As a recogniser might hear them: misheard words, dropped small words and wrong homophones. */

/** Seven interviews of the subjects above, timed as seven different speakers. */
export const unseenFInterviews: SpokenInterview[] = [
  timeSpeech(
    'f: fishing/fly tying/photography/knitting/quilting, changes 0.4/0.3/2.4/0.2 s, thinking 2.7/3.2 s',
    [
      { subject: fishing, pauseAfter: 0.4 },
      { subject: flyTying, pauseAfter: 0.3 },
      { subject: photography, pauseAfter: 2.4 },
      { subject: knitting, pauseAfter: 0.2 },
      { subject: quilting, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.05, sentenceGap: [0.5, 1.2], thinking: { fishing: 2.7, quilting: 3.2 }, seed: 711 },
  ),
  timeSpeech(
    'f: nursing/midwifery/tennis/badminton/cheese making, changes 0.3/0.6/0.2/0.8 s, thinking 2.3 s',
    [
      { subject: nursing, pauseAfter: 0.3 },
      { subject: midwifery, pauseAfter: 0.6 },
      { subject: tennis, pauseAfter: 0.2 },
      { subject: badminton, pauseAfter: 0.8 },
      { subject: cheeseMaking, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.058, sentenceGap: [0.6, 1.4], thinking: { nursing: 2.3 }, seed: 722 },
  ),
  timeSpeech(
    'f: piano/violin/calligraphy/watercolours/genealogy, changes 0.5/0.3/0.7/2.8 s, thinking 2.8/2.1 s',
    [
      { subject: piano, pauseAfter: 0.5 },
      { subject: violin, pauseAfter: 0.3 },
      { subject: calligraphy, pauseAfter: 0.7 },
      { subject: watercolours, pauseAfter: 2.8 },
      { subject: genealogy, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.044, sentenceGap: [0.3, 0.9], thinking: { violin: 2.8, genealogy: 2.1 }, seed: 733 },
  ),
  timeSpeech(
    'f: birdwatching/motorbikes/teaching/birdwatching/golf, changes 0.6/0.4/0.3/0.9 s, thinking 3.4 s',
    [
      { subject: birdwatching, pauseAfter: 0.6 },
      { subject: motorbikes, pauseAfter: 0.4 },
      { subject: teaching, pauseAfter: 0.3 },
      { subject: birdwatchingAgain, pauseAfter: 0.9 },
      { subject: golf, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.062, sentenceGap: [0.7, 1.5], thinking: { teaching: 3.4 }, seed: 744 },
  ),
  timeSpeech(
    'noisy recogniser f: tennis/badminton/metal detecting/butcher/yoga, changes 0.2/0.7/0.4/0.5 s, thinking 2.5 s',
    [
      { subject: noisyTennis, pauseAfter: 0.2 },
      { subject: noisyBadminton, pauseAfter: 0.7 },
      { subject: noisyMetalDetecting, pauseAfter: 0.4 },
      { subject: noisyButcher, pauseAfter: 0.5 },
      { subject: noisyYoga, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.054, sentenceGap: [0.4, 1.0], thinking: { 'metal detecting': 2.5 }, seed: 755 },
  ),
  timeSpeech(
    'fast speaker f: vet/police/cricket/bowls/foraging/jam making, changes 0.3/0.2/0.5/0.2/0.4 s, thinking 3/2.2 s',
    [
      { subject: vet, pauseAfter: 0.3 },
      { subject: police, pauseAfter: 0.2 },
      { subject: cricket, pauseAfter: 0.5 },
      { subject: bowls, pauseAfter: 0.2 },
      { subject: foraging, pauseAfter: 0.4 },
      { subject: jamMaking, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.3, 0.8], thinking: { police: 3, 'jam making': 2.2 }, seed: 766 },
  ),
  timeSpeech(
    'slow speaker f: magic/food bank/ballroom dancing/boxing, changes 0.9/0.5/0.3 s, thinking 2.4/3.5 s',
    [
      { subject: magic, pauseAfter: 0.9 },
      { subject: foodBank, pauseAfter: 0.5 },
      { subject: ballroom, pauseAfter: 0.3 },
      { subject: boxing, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.067,
      sentenceGap: [0.8, 1.7],
      thinking: { magic: 2.4, 'ballroom dancing': 3.5 },
      seed: 777,
    },
  ),
];
