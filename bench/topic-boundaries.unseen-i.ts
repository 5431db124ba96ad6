/**
 * Unseen-i interviews for the topic-boundary bench: written before session 32's changes without
 * reading the segmenter, and never tuned on; the bench only reports on them. Seven first-person
 * interviews of 4–6 subjects each (35 subjects in all), timed like real speakers (see
 * speech-timing.ts): subjects mostly change at 0.2–0.8 s, often faster than the speaker's own gaps
 * between sentences, three at 2.1–2.7 s; thinking pauses of 2.1–3.5 s sit inside subjects, and some
 * subjects run only 20–25 s. Closely related subjects sit side by side (dry stone walling then
 * bricklaying, tiling then mosaic, squash then table tennis, driving instructor then delivery
 * driver, hockey then lacrosse, dog grooming then dog training, pest control then falconry,
 * paddleboarding then narrowboat, scaffolding then roofing, care worker then childminding,
 * dressmaking then upholstery), 12 of the subjects never say their own name, generic sentences
 * recur across subjects (some as a subject's first or last sentence), some subjects open with a
 * change-of-subject cue and some go straight into detail, one interview comes back to an earlier
 * subject, one reads like noisy recogniser output, and one speaker is fast and one slow.
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';
import {
  noisyChipShop,
  noisyClayShooting,
  noisyGoKarting,
  noisyNarrowboat,
  noisyPaddleboarding,
} from './topic-boundaries.unseen-i.noisy';
import {
  careWorker,
  childminding,
  dressmaking,
  electrician,
  hospitalPorter,
  jigsaws,
  origami,
  roofing,
  scaffolding,
  upholstery,
} from './topic-boundaries.unseen-i.speakers';

const dryStoneWalling: Subject = {
  subject: 'dry stone walling',
  sentences: [
    'i have been dry stone walling up on the moor for about fifteen years now',
    'um you take the old wall down to the footings and sort every stone into piles by size',
    'the big flat ones go at the bottom and the wall leans in a little as it goes up',
    'there is no mortar at all it just holds itself together with weight and friction',
    'uh in the middle you pack the gaps with little stones that we call hearting',
    'every metre or so a long through stone goes right across to tie both faces together',
    'on a good day i can put back about three metres of dry stone wall',
    'i mean it is not for everybody but i love it',
  ],
};

/** Never says its own name. */
const bricklaying: Subject = {
  subject: 'bricklaying',
  sentences: [
    'for work i am out on the building sites with a trowel and a spirit level',
    'um you run a string line between the corners so every course comes out dead straight',
    'the mortar is four of sand to one of cement and the labourer keeps it coming on a board',
    'i butter the end of each one and tap it down with the handle of the trowel',
    'uh on a new house i can get through about six hundred a day if the weather holds',
    'you cannot work when it drops below three degrees because the mix freezes before it sets',
    'you know the the pointing at the end is what people actually see so it has to be neat',
    'my mum still does not really understand what i do',
  ],
};

const tiling: Subject = {
  subject: 'tiling',
  sentences: [
    'on top of that i do tiling for people at weekends mostly bathrooms and kitchens',
    'um the wall has to be flat and primed or the tiles just slide down overnight',
    'you spread the adhesive with a notched trowel and push each tile in with a little twist',
    'plastic spacers go in the joints so the lines stay even all the way across',
    'uh cutting round a toilet pipe is the fiddliest bit and i use a wet saw for porcelain',
    'the next day you grout it and wipe it off with a damp sponge before it goes hard',
    'a whole bathroom takes me about three days from stripping the old tiling to sealing the bath',
  ],
};

/** Never says its own name. */
const mosaic: Subject = {
  subject: 'mosaic',
  sentences: [
    'the bits left over from jobs i keep in jam jars in the shed sorted by colour',
    'um i snap them into little squares with a pair of wheeled nippers',
    'then i draw a design on a board and glue the pieces down one at a time',
    'i did a big sunflower for the primary school wall that has over four thousand pieces in it',
    'uh the italian glass ones called smalti are lovely but they cost a fortune',
    'you leave a tiny gap between every piece and grout the whole thing at the end',
    'honestly it is the best thing i have ever done',
  ],
};

const ukulele: Subject = {
  subject: 'ukulele',
  sentences: [
    'and then on monday nights i play ukulele in a group that meets above the pub',
    'um there are about thirty of us and most of them had never played anything before',
    'it only has four strings so you can learn three chords in an evening and play a hundred songs',
    'uh we we do a lot of beatles and some sea shanties once people have had a drink',
    'mine is a tenor ukulele made of mango wood that i bought on holiday in hawaii',
    'my neighbours must think i have completely lost the plot',
  ],
};

const squash: Subject = {
  subject: 'squash',
  sentences: [
    'i play squash three times a week at the leisure centre before work',
    'um the court is a white box with a tin along the bottom of the front wall',
    'you have to warm the ball up first because a cold one barely bounces',
    'the ball with two yellow dots is the slowest and that is the one proper players use',
    'uh the trick is getting back to the t in the middle after every shot',
    'i i play in the third division of the local squash league and we are bottom',
    'the first year i nearly gave up more than once',
  ],
};

/** Never says its own name. */
const tableTennis: Subject = {
  subject: 'table tennis',
  sentences: [
    'on thursdays i go to a club in the church hall where they put out eight green ones with nets',
    'um the ball weighs under three grams so the slightest spin makes it jump sideways',
    'my bat has a rubber with little pimples on one side that does horrible things to the ball',
    'you serve from behind the end line and the ball has to bounce once on your own side first',
    'uh games go to eleven and you swap serve every two points',
    'you know the chinese players stand so far back and still hit it harder than anyone',
  ],
};

const drivingInstructor: Subject = {
  subject: 'driving instructor',
  sentences: [
    'for work i am a driving instructor and i have had my own dual control car for twelve years',
    'um the passenger side has its own brake pedal and i have used it more times than i can count',
    'most learners need about forty hours of lessons before they are ready for the test',
    'uh the first lesson is always on the industrial estate on a sunday when it is empty',
    'roundabouts scare everyone and parallel parking scares them even more',
    'i sit there with a clipboard marking down every mirror check they miss',
    'the pass rate at our test centre is under half so i tell them not to take it personally',
    'i mean it is not for everybody but i love it',
  ],
};

/** Never says its own name. */
const deliveryDriver: Subject = {
  subject: 'delivery driver',
  sentences: [
    'in the evenings i do a second job in a white van for one of the big online shops',
    'um the scanner gives you about a hundred and twenty drops and a route it has worked out',
    'you get two minutes per stop and it tracks you the whole time',
    'uh half the houses have no number on them and you end up knocking on the wrong door',
    'if nobody answers you take a photo of the parcel behind the bin and move on',
    'my back is wrecked from jumping in and out of the cab all night',
    'the first year i nearly gave up more than once',
  ],
};

const bonsai: Subject = {
  subject: 'bonsai',
  sentences: [
    'outside work i grow bonsai trees on shelves along the back fence',
    'um my oldest is a juniper that is about forty years old and only this tall',
    'you wire the branches with copper and bend them a little more every season',
    'my neighbours must think i have completely lost the plot',
  ],
};

const chimneySweep: Subject = {
  subject: 'chimney sweep',
  sentences: [
    'i have been a chimney sweep for twenty two years and my dad did it before me',
    'um i put a dust sheet down and seal the fireplace off with a board and tape',
    'the brushes screw onto rods and you push them up one rod at a time',
    'someone has to stand outside and shout when the brush comes out of the pot',
    'uh you find all sorts up there jackdaw nests old bricks and once a dead squirrel',
    'wood burners have been great for business because people forget to get the chimney swept',
  ],
};

const hockey: Subject = {
  subject: 'hockey',
  sentences: [
    'on saturdays i play hockey for the ladies thirds on the astro at the school',
    'um the pitch is watered before the game so the ball runs fast and flat',
    'you can only use the flat side of the stick which catches everyone out at first',
    'uh i play in defence so i spend most of the game running backwards',
    'at a short corner you have to wear a face mask because the ball comes in so hard',
    'my shins are purple all season even with pads on',
    'i mean it is not for everybody but i love it',
  ],
};

/** Never says its own name. */
const lacrosse: Subject = {
  subject: 'lacrosse',
  sentences: [
    'my daughter got me into a game where the stick has a little net on the end',
    'um you catch the ball in the pocket and cradle it by rocking your wrists so it stays in',
    'the goal is a small net two metres square and the keeper wears a huge chest pad',
    'uh it comes from north america and the first nations played it with hundreds on each team',
    'the ball is solid rubber and it really hurts when it hits your arm',
    'you pick it up as you go along like anything else',
  ],
};

/** The speaker comes back to the first subject: the same subject, other sentences, and never its name. */
const chimneySweepAgain: Subject = {
  subject: 'chimney sweep',
  sentences: [
    'anyway back to the day job last week i did a farmhouse with a huge inglenook fireplace',
    'um there was so much soot it filled four sacks and the owner could not believe it',
    'i fitted a cowl on the top so the birds cannot get back in',
    'you end up black from head to toe and the shower at home goes grey',
  ],
};

const pubQuiz: Subject = {
  subject: 'pub quiz',
  sentences: [
    'honestly it is the best thing i have ever done',
    'every wednesday i run the pub quiz at the red lion on the high street',
    'um i write forty questions in eight rounds and there is always a music round',
    'the teams pay a pound each and the winners take the pot',
    'uh somebody always argues about an answer and looks it up on their phone under the table',
    'the picture round is the one they love where you have to guess the famous faces',
    'you know i have done the quiz so long that people stop me in the street with questions',
  ],
};

const dogGrooming: Subject = {
  subject: 'dog grooming',
  sentences: [
    'i run a dog grooming van so i park outside the house and do them on the drive',
    'um a cockapoo takes about two hours with the bath the dry and the clip',
    'you clip the nails and clean the ears first while they are still calm',
    'uh the hardest ones are the doodles because the coat mats right down to the skin',
    'the blaster dryer sounds like a jet engine and some dogs really hate it',
    'i get bitten maybe once a month and it is usually by something tiny',
    'my mum still does not really understand what i do',
  ],
};

const dogTraining: Subject = {
  subject: 'dog training',
  sentences: [
    'and then in the evenings i run dog training classes in a village hall',
    'um the puppy class is six weeks of sit down stay and walking nicely on a lead',
    'everything is rewards so i go through a bag of cheese and sausage every night',
    'uh the owners are harder to train than the dogs to be honest',
    'recall is the big one because a dog that will not come back can never go off the lead',
    'a clicker marks the exact second they get it right',
    'you pick it up as you go along like anything else',
  ],
};

const treeSurgeon: Subject = {
  subject: 'tree surgeon',
  sentences: [
    'for work i am a tree surgeon so i spend most of my day forty feet up in a harness',
    'um you throw a line over a good strong fork and climb up on a rope',
    'the chainsaw hangs off my belt on a lanyard so if i let go of it it does not fall',
    'uh taking down a big ash with dieback is the worst job because the wood goes brittle',
    'the groundsman feeds the branches through the chipper as fast as i can lower them',
    'you need a ticket for every saw and every kind of climbing',
    'councils want the tree surgeon in before the leaves come out or after the birds have nested',
    'my neighbours must think i have completely lost the plot',
  ],
};

const pestControl: Subject = {
  subject: 'pest control',
  sentences: [
    'i also do pest control for the council on a contract two days a week',
    'um in summer it is wasps nests on nearly every call sometimes three in one loft',
    'you puff a powder into the hole and they are all dead by the morning',
    'uh rats are all year round and you find them by the droppings and the grease marks on the skirting',
    'the bait boxes are locked so a dog or a toddler cannot get at the poison',
    'the pigeons on the shopping centre are the biggest pest control job we have',
  ],
};

/** Never says its own name. */
const falconry: Subject = {
  subject: 'falconry',
  sentences: [
    'at weekends i fly a harris hawk called maisie over the fields behind the farm',
    'um she sits on a thick leather glove on my left hand and i hold her jesses',
    'you weigh her every morning because if she is too heavy she will not come back to you',
    'uh she hunts rabbits mostly and i have to get to her quick before she starts eating',
    'some shopping centres pay us to fly her so the pigeons stay away',
    'we do displays at the county show and the kids can stroke her feathers',
    'the first year i nearly gave up more than once',
  ],
};

/** Seven interviews of the subjects above, timed as seven different speakers. */
export const unseenIInterviews: SpokenInterview[] = [
  timeSpeech(
    'i: dry stone walling/bricklaying/tiling/mosaic/ukulele, changes 0.4/2.3/0.3/0.6 s, thinking 2.8/2.2 s',
    [
      { subject: dryStoneWalling, pauseAfter: 0.4 },
      { subject: bricklaying, pauseAfter: 2.3 },
      { subject: tiling, pauseAfter: 0.3 },
      { subject: mosaic, pauseAfter: 0.6 },
      { subject: ukulele, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.054,
      sentenceGap: [0.5, 1.3],
      thinking: { 'dry stone walling': 2.8, ukulele: 2.2 },
      seed: 1011,
    },
  ),
  timeSpeech(
    'i: squash/table tennis/driving instructor/delivery driver/bonsai, changes 0.3/0.5/0.2/0.8 s, thinking 3.1/2.4 s',
    [
      { subject: squash, pauseAfter: 0.3 },
      { subject: tableTennis, pauseAfter: 0.5 },
      { subject: drivingInstructor, pauseAfter: 0.2 },
      { subject: deliveryDriver, pauseAfter: 0.8 },
      { subject: bonsai, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.059,
      sentenceGap: [0.6, 1.4],
      thinking: { squash: 3.1, 'delivery driver': 2.4 },
      seed: 1022,
    },
  ),
  timeSpeech(
    'i: chimney sweep/hockey/lacrosse/chimney sweep/pub quiz, changes 0.5/0.2/0.6/0.4 s, thinking 2.5/3.2 s',
    [
      { subject: chimneySweep, pauseAfter: 0.5 },
      { subject: hockey, pauseAfter: 0.2 },
      { subject: lacrosse, pauseAfter: 0.6 },
      { subject: chimneySweepAgain, pauseAfter: 0.4 },
      { subject: pubQuiz, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.048, sentenceGap: [0.4, 1.0], thinking: { hockey: 2.5, 'pub quiz': 3.2 }, seed: 1033 },
  ),
  timeSpeech(
    'i: dog grooming/dog training/tree surgeon/pest control/falconry, changes 0.3/2.7/0.5/0.2 s, thinking 3.3/2.1 s',
    [
      { subject: dogGrooming, pauseAfter: 0.3 },
      { subject: dogTraining, pauseAfter: 2.7 },
      { subject: treeSurgeon, pauseAfter: 0.5 },
      { subject: pestControl, pauseAfter: 0.2 },
      { subject: falconry, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.062,
      sentenceGap: [0.7, 1.5],
      thinking: { 'tree surgeon': 3.3, falconry: 2.1 },
      seed: 1044,
    },
  ),
  timeSpeech(
    'noisy recogniser i: paddleboarding/narrowboat/go karting/chip shop/clay shooting, changes 0.4/0.6/0.2/0.5 s, thinking 2.7 s',
    [
      { subject: noisyPaddleboarding, pauseAfter: 0.4 },
      { subject: noisyNarrowboat, pauseAfter: 0.6 },
      { subject: noisyGoKarting, pauseAfter: 0.2 },
      { subject: noisyChipShop, pauseAfter: 0.5 },
      { subject: noisyClayShooting, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.056, sentenceGap: [0.4, 1.0], thinking: { 'go karting': 2.7 }, seed: 1055 },
  ),
  timeSpeech(
    'fast speaker i: scaffolding/roofing/electrician/care worker/childminding/origami, changes 0.2/0.4/0.3/0.2/0.6 s, thinking 2.3/3 s',
    [
      { subject: scaffolding, pauseAfter: 0.2 },
      { subject: roofing, pauseAfter: 0.4 },
      { subject: electrician, pauseAfter: 0.3 },
      { subject: careWorker, pauseAfter: 0.2 },
      { subject: childminding, pauseAfter: 0.6 },
      { subject: origami, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.3, 0.8], thinking: { electrician: 2.3, origami: 3 }, seed: 1066 },
  ),
  timeSpeech(
    'slow speaker i: hospital porter/dressmaking/upholstery/jigsaws, changes 2.1/0.3/0.5 s, thinking 3.5/2.6 s',
    [
      { subject: hospitalPorter, pauseAfter: 2.1 },
      { subject: dressmaking, pauseAfter: 0.3 },
      { subject: upholstery, pauseAfter: 0.5 },
      { subject: jigsaws, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.066,
      sentenceGap: [0.8, 1.7],
      thinking: { 'hospital porter': 3.5, jigsaws: 2.6 },
      seed: 1077,
    },
  ),
];
