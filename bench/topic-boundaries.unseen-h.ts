/**
 * Unseen-h interviews for the topic-boundary bench: written after session 30's changes without
 * reading the segmenter, and never tuned on; the bench only reports on them. Seven first-person
 * interviews of 4–6 subjects each (35 subjects in all), timed like real speakers (see
 * speech-timing.ts): subjects mostly change at 0.2–0.9 s, often faster than the speaker's own gaps
 * between sentences, a few at 2.2–2.7 s; thinking pauses of 2.1–3.5 s sit inside subjects, and some
 * subjects run only 15–25 s. Closely related subjects sit side by side (sheep shearing then hedge
 * laying, stained glass then glassblowing, bus driving then lorry driving, candle making then soap
 * making, ice skating then curling, rugby then weightlifting, zookeeping then snakes, netball then
 * volleyball, postman then window cleaning, auctions then antiques, a helpline then a hospice),
 * 13 of the subjects never say their own name, generic sentences recur across subjects (some as a
 * subject's first or last sentence), some subjects open with a change-of-subject cue and some go
 * straight into detail, one interview comes back to an earlier subject, one reads like noisy
 * recogniser output, and one speaker is fast and one slow.
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';
import {
  noisyBasketWeaving,
  noisyBridge,
  noisyNetball,
  noisyUndertaker,
  noisyVolleyball,
} from './topic-boundaries.unseen-h.noisy';
import {
  alpacas,
  antiques,
  auctions,
  brassBand,
  chickens,
  helpline,
  hospice,
  postman,
  rockPooling,
  windowCleaning,
} from './topic-boundaries.unseen-h.speakers';

/** Never says its own name. */
const sheepShearing: Subject = {
  subject: 'sheep shearing',
  sentences: [
    'every june i go round the hill farms with my clippers and a mate who rolls the fleeces',
    'um you tip the ewe onto her bottom and hold her between your knees so she cannot kick',
    'the first blow goes up the belly and then you open the neck and work round the back',
    'a good fleece comes off in one piece like a rug',
    'uh on a long day i will do about two hundred and my back tells me about it for a week',
    'the handpiece gets so hot you have to change the combs every hour',
    'it took me years to get any good',
    'the wool hardly pays for the diesel now but they have to come off in the heat',
  ],
};

const hedgeLaying: Subject = {
  subject: 'hedge laying',
  sentences: [
    'in the winter when the sap is down i go hedge laying for the farmers round here',
    'um you cut each stem nearly through at the bottom with a billhook and lay it over',
    'the cut stem is called a pleacher and if you leave too little wood it dies',
    'then you drive in stakes every half metre and weave hazel binders along the top',
    'a good laid hedge keeps cattle in better than any wire fence',
    'uh i can do about ten metres on a good day if the ground is not frozen',
    'there are competitions every autumn and the judges walk along poking at your stakes',
    'my partner thinks i am mad coming home covered in thorns',
  ],
};

const stainedGlass: Subject = {
  subject: 'stained glass',
  sentences: [
    'the other thing i do is stained glass in a little studio at the back of the house',
    'you draw the whole window full size on paper first and number every piece',
    'um the glass is scored with a wheel cutter and snapped along the line with pliers',
    'each piece sits in a strip of lead shaped like an h and you solder the joints',
    'the colours come from metals melted into it so cobalt gives you that deep blue',
    'uh then you rub black cement into the gaps so the rain does not get in',
    'i restored two panels for our village church last year',
    'when the sun comes through them in the morning it is worth every cut finger',
  ],
};

/** Never says its own name. */
const glassblowing: Subject = {
  subject: 'glassblowing',
  sentences: [
    'the furnace runs at over a thousand degrees and it never gets turned off',
    'um you dip the end of a long steel pipe in and turn it to gather a blob of molten stuff',
    'then you puff into the other end and a bubble grows inside it',
    'you have to keep it turning all the time or it sags to one side and drips on the floor',
    'i sit at the bench and shape it with wet wooden blocks and a pad of newspaper',
    'uh a vase has to cool in the kiln overnight or it cracks',
    'it took me years to get any good',
  ],
};

const hamRadio: Subject = {
  subject: 'ham radio',
  sentences: [
    'my kids think it is hilarious',
    'i have a ham radio set in the spare room and an aerial on the chimney',
    'um at night the signals bounce off the sky and i can talk to people in japan',
    'everyone has a call sign and you spell it out with alpha bravo charlie',
    'uh you send a postcard to confirm every contact and i have boxes of them from all over',
    'in a storm the emergency groups still use us when the phones go down',
  ],
};

const airTraffic: Subject = {
  subject: 'air traffic',
  sentences: [
    'for work i am an air traffic controller at a regional airport',
    'um i sit in the tower with a radar screen and a headset and talk the pilots down',
    'every plane gets a strip of paper with its call sign and you move them around the board',
    'two aircraft must never be closer than three miles or a thousand feet',
    'uh fog is the worst because you cannot see the runway from the tower at all',
    'you get a break every two hours because nobody can concentrate like that for longer',
    'the training took three years and half my course failed',
    'my partner thinks i am mad because i check the flight radar on holiday',
  ],
};

const busDriving: Subject = {
  subject: 'bus driving',
  sentences: [
    'before that i was a bus driver in the city for nine years',
    'um the number twelve route goes from the hospital right across to the estate',
    'you are meant to keep to the timetable but the traffic never lets you',
    'school kids upstairs are louder than any drunk on a saturday night',
    'uh the old ladies who got on every morning used to bring me biscuits',
    'it took me years to get any good at reversing into the depot',
  ],
};

/** Never says its own name. */
const lorryDriving: Subject = {
  subject: 'lorry driving',
  sentences: [
    'now i do long haul to spain and back with forty tonnes of fruit on the trailer',
    'um you sleep in the cab in a bunk behind the seats',
    'the tachograph counts every minute at the wheel and after four and a half hours you must stop',
    'the ferry from portsmouth takes a whole night and i never sleep on it',
    'uh backing a trailer onto a loading bay in the dark took me months to learn',
    'you eat too many truck stop breakfasts and your back goes',
    'my partner thinks i am mad but i love the empty motorway at four in the morning',
  ],
};

const candleMaking: Subject = {
  subject: 'candle making',
  sentences: [
    'at home i make candles in the kitchen and sell them at the craft market',
    'um i melt soy wax in a big jug standing in a pan of water',
    'you stick the wick to the bottom of the jar with a little metal tab',
    'the scent goes in when the wax drops to about eighty degrees',
    'if it cools too fast the top sinks and cracks and you have to top it up',
    'uh my best seller is one that smells of fig and cedar',
  ],
};

/** Never says its own name. */
const soapMaking: Subject = {
  subject: 'soap making',
  sentences: [
    'lye is the scary part because it burns straight through your skin',
    'um i wear goggles and gloves and mix it with water outside on the step',
    'then it goes into the oils olive and coconut and you stir until it thickens like custard',
    'the bars have to sit on a rack for six weeks before they are mild enough to wash with',
    'i put oats and honey in some and lavender from the garden in others',
    'uh the first batch came out so harsh it took the skin off my hands',
    'it took me years to get any good',
  ],
};

const blacksmithing: Subject = {
  subject: 'blacksmithing',
  sentences: [
    'i trained as a blacksmith after i left the army',
    'um the forge burns coke and you pump air into it with a blower',
    'you heat the bar until it glows orange and then you have about thirty seconds to work it',
    'the anvil rings when you hit it properly and thuds when you miss',
    'uh most of my work is gates and railings for old houses',
    'i make all my own tongs because every job needs a different grip',
    'my partner thinks i am mad working next to a fire in august',
  ],
};

const iceSkating: Subject = {
  subject: 'ice skating',
  sentences: [
    'the other thing i do is ice skating at the rink in town on friday nights',
    'um i started at forty with a beginners class full of eight year olds',
    'your ankles ache for weeks until the muscles catch up',
    'the blades have a hollow ground into them so you ride on two edges',
    'uh spinning was the hardest thing because you get so dizzy',
    'it took me years to get any good',
    'now i can skate backwards and do a little jump that only lasts half a second',
  ],
};

/** Never says its own name. */
const curling: Subject = {
  subject: 'curling',
  sentences: [
    'on tuesdays the same rink is marked out with circles for a team game',
    'um you slide a granite stone down the ice at a target called the house',
    'two of us sweep in front of it with brooms to make it go further and straighter',
    'the skip stands at the far end and shouts hard or whoa',
    'uh a stone weighs nearly twenty kilos and the best ones come from one island in scotland',
    'my kids think it is hilarious',
  ],
};

/** The speaker comes back to the first subject: the same subject, other sentences, and never its name. */
const blacksmithingAgain: Subject = {
  subject: 'blacksmithing',
  sentences: [
    'anyway back at the forge this month i have been making a set of fire irons',
    'um the poker has a twist in the handle that you put in while the bar is hot',
    'i quench the ends in oil so they go hard and black',
    'a customer brought me her grandfathers horseshoes to make into a coat rack',
  ],
};

const puppetry: Subject = {
  subject: 'puppetry',
  sentences: [
    'at weekends i do puppet shows at birthday parties and village fetes',
    'um i carve the heads from lime wood and paint the faces',
    'the marionettes hang from a wooden cross on nine strings',
    'you work them from a bridge above the stage so the children only see the puppets',
    'uh the voices are the hard bit because i do all eight characters myself',
    'the crocodile always gets the biggest scream',
    'my partner thinks i am mad',
  ],
};

const rugby: Subject = {
  subject: 'rugby',
  sentences: [
    'my partner thinks i am mad still playing rugby at thirty eight',
    'i play in the front row for the town seconds on a saturday',
    'um in the scrum you bind onto the men either side and push with everything you have',
    'the ball goes in at your feet and the hooker tries to strike it back',
    'uh i have broken my nose twice and my fingers more times than i can count',
    'after the game both teams go to the clubhouse and sing',
    'it took me years to get any good',
  ],
};

/** Never says its own name. */
const weightlifting: Subject = {
  subject: 'weightlifting',
  sentences: [
    'three evenings a week i am in the gym under a barbell',
    'um squats and the bench press are the ones i care about',
    'you put chalk on your hands so the bar does not slip',
    'my best squat is a hundred and eighty kilos with a belt on',
    'uh you eat more chicken and rice than any person should',
    'a spotter stands behind you in case you get stuck at the bottom',
  ],
};

const zookeeping: Subject = {
  subject: 'zookeeping',
  sentences: [
    'for work i am a zookeeper looking after the big cats and the bears',
    'um the day starts at seven mucking out the houses before the public come in',
    'we never go in with the tigers we shut them in the next pen first',
    'the meat comes in frozen and we hide it in boxes so they have to hunt for it',
    'uh the visitors always ask if they know us and the honest answer is they know the food',
    'when our old lioness died the whole team went to the pub and cried',
    'the pay at the zoo is terrible but i would not swap it for anything',
  ],
};

/** Never says its own name. */
const snakes: Subject = {
  subject: 'snakes',
  sentences: [
    'at home i keep reptiles in tanks in the spare room',
    'um the biggest is a python who is nearly three metres long',
    'they eat frozen mice once a week thawed in a bowl of warm water',
    'the tanks need a heat lamp at one end so they can move between warm and cool',
    'uh when they shed the skin comes off in one long piece inside out',
    'my kids think it is hilarious when visitors find out',
  ],
};

const leatherwork: Subject = {
  subject: 'leatherwork',
  sentences: [
    'the other thing i do is leatherwork at the kitchen table',
    'um i make belts wallets and dog collars for friends',
    'you punch the stitching holes with a pronged iron and a mallet',
    'every seam is sewn by hand with two needles on one waxed thread',
    'uh the edges get sanded and burnished with beeswax until they shine',
    'my partner thinks i am mad because the whole house smells of leather',
  ],
};

/** Seven interviews of the subjects above, timed as seven different speakers. */
export const unseenHInterviews: SpokenInterview[] = [
  timeSpeech(
    'h: sheep shearing/hedge laying/stained glass/glassblowing/ham radio, changes 0.5/0.3/2.5/0.4 s, thinking 2.9/2.2 s',
    [
      { subject: sheepShearing, pauseAfter: 0.5 },
      { subject: hedgeLaying, pauseAfter: 0.3 },
      { subject: stainedGlass, pauseAfter: 2.5 },
      { subject: glassblowing, pauseAfter: 0.4 },
      { subject: hamRadio, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.052,
      sentenceGap: [0.5, 1.2],
      thinking: { 'hedge laying': 2.9, 'ham radio': 2.2 },
      seed: 911,
    },
  ),
  timeSpeech(
    'h: air traffic/bus driving/lorry driving/candle making/soap making, changes 0.3/0.2/0.7/0.4 s, thinking 2.6/3.3 s',
    [
      { subject: airTraffic, pauseAfter: 0.3 },
      { subject: busDriving, pauseAfter: 0.2 },
      { subject: lorryDriving, pauseAfter: 0.7 },
      { subject: candleMaking, pauseAfter: 0.4 },
      { subject: soapMaking, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.058,
      sentenceGap: [0.6, 1.4],
      thinking: { 'air traffic': 2.6, 'soap making': 3.3 },
      seed: 922,
    },
  ),
  timeSpeech(
    'h: blacksmithing/ice skating/curling/blacksmithing/puppetry, changes 0.6/0.2/0.5/2.7 s, thinking 3 s',
    [
      { subject: blacksmithing, pauseAfter: 0.6 },
      { subject: iceSkating, pauseAfter: 0.2 },
      { subject: curling, pauseAfter: 0.5 },
      { subject: blacksmithingAgain, pauseAfter: 2.7 },
      { subject: puppetry, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.047, sentenceGap: [0.4, 1.0], thinking: { 'ice skating': 3 }, seed: 933 },
  ),
  timeSpeech(
    'h: rugby/weightlifting/zookeeping/snakes/leatherwork, changes 0.5/2.2/0.3/0.8 s, thinking 2.1/3.4 s',
    [
      { subject: rugby, pauseAfter: 0.5 },
      { subject: weightlifting, pauseAfter: 2.2 },
      { subject: zookeeping, pauseAfter: 0.3 },
      { subject: snakes, pauseAfter: 0.8 },
      { subject: leatherwork, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.061, sentenceGap: [0.7, 1.5], thinking: { rugby: 2.1, zookeeping: 3.4 }, seed: 944 },
  ),
  timeSpeech(
    'noisy recogniser h: netball/volleyball/undertaker/bridge/basket weaving, changes 0.3/0.7/0.4/0.2 s, thinking 2.6 s',
    [
      { subject: noisyNetball, pauseAfter: 0.3 },
      { subject: noisyVolleyball, pauseAfter: 0.7 },
      { subject: noisyUndertaker, pauseAfter: 0.4 },
      { subject: noisyBridge, pauseAfter: 0.2 },
      { subject: noisyBasketWeaving, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.055, sentenceGap: [0.4, 1.0], thinking: { undertaker: 2.6 }, seed: 955 },
  ),
  timeSpeech(
    'fast speaker h: postman/window cleaning/rock pooling/auctions/antiques/alpacas, changes 0.3/0.2/0.6/0.2/0.5 s, thinking 2.4/3.1 s',
    [
      { subject: postman, pauseAfter: 0.3 },
      { subject: windowCleaning, pauseAfter: 0.2 },
      { subject: rockPooling, pauseAfter: 0.6 },
      { subject: auctions, pauseAfter: 0.2 },
      { subject: antiques, pauseAfter: 0.5 },
      { subject: alpacas, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.3, 0.8], thinking: { auctions: 2.4, alpacas: 3.1 }, seed: 966 },
  ),
  timeSpeech(
    'slow speaker h: helpline/hospice/brass band/chickens, changes 0.8/0.4/0.3 s, thinking 2.7/3.5 s',
    [
      { subject: helpline, pauseAfter: 0.8 },
      { subject: hospice, pauseAfter: 0.4 },
      { subject: brassBand, pauseAfter: 0.3 },
      { subject: chickens, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.066,
      sentenceGap: [0.8, 1.7],
      thinking: { helpline: 2.7, 'brass band': 3.5 },
      seed: 977,
    },
  ),
];
