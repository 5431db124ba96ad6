/**
 * Unseen-g interviews for the topic-boundary bench: written before session 30's changes and never
 * tuned on; the bench only reports on them. Five first-person interviews of 4–5 subjects each,
 * timed like real speakers (see speech-timing.ts): subjects mostly change at 0.2–0.9 s, a few at
 * 2–3 s; thinking pauses of 2–3.4 s sit inside subjects. Closely related subjects sit side by side
 * (rowing then canoe building, snooker then darts, embroidery then lacemaking, paramedic then
 * lifeguard), about a third of the subjects never say their own name, generic sentences recur
 * across subjects, one interview comes back to an earlier subject, and one reads like noisy
 * recogniser output.
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';

const rowing: Subject = {
  subject: 'rowing',
  sentences: [
    'i row for a club on the river three mornings a week',
    'um there are eight of us in the boat and a cox who steers and shouts',
    'the whole stroke comes from your legs not your arms',
    'if one person is a fraction late the boat rolls and everyone feels it',
    'in winter the oars freeze to your hands before the sun is up',
    'it took me years to get any good',
    'uh last summer our crew won the regatta by half a length',
  ],
};

const canoeBuilding: Subject = {
  subject: 'canoe building',
  sentences: [
    'my partner thinks i am mad',
    'i am building a wooden canoe in the garage from strips of cedar',
    'um each strip is glued to the next over a set of moulds',
    'then the whole hull gets a layer of fibreglass and resin',
    'it has taken me two winters so far and the seats are still not in',
    'i want to paddle it down the river where i row before i turn fifty',
  ],
};

const snooker: Subject = {
  subject: 'snooker',
  sentences: [
    'on thursday nights i play at a club above the bank in town',
    'um the table is twelve feet long and the cloth has to be brushed one way',
    'you chalk the cue tip before every shot or it slips',
    'my highest break is sixty two which i am very proud of',
    'the hardest part is leaving the white somewhere useful for the next red',
    'uh potting the black off its spot to win a frame is the best feeling',
  ],
};

const darts: Subject = {
  subject: 'darts',
  sentences: [
    'the other thing at the club is the board in the corner',
    'you stand behind the line and throw three at a time',
    'um the treble twenty is the one everyone aims for',
    'you have to finish on a double which is where i always fall apart',
    'our team plays in the pub league against villages nearby',
  ],
};

const beachCleaning: Subject = {
  subject: 'beach cleaning',
  sentences: [
    'once a month a group of us walk the shore with bags and litter pickers',
    'um most of it is plastic bottle tops and bits of fishing net',
    'we weigh everything we collect and send the figures to a charity',
    'last spring we found a whole fridge half buried in the sand',
    'it took me years to get any good at spotting the tiny pieces',
    'uh the children who come along are better at it than the adults',
  ],
};

const embroidery: Subject = {
  subject: 'embroidery',
  sentences: [
    'i stitch pictures onto linen stretched in a wooden hoop',
    'um satin stitch fills a shape and french knots make little dots',
    'i draw the design on in pencil first and then follow it with silk thread',
    'a small piece of flowers takes me about a month of evenings',
    'my partner thinks i am mad',
    'i gave my sister a cushion cover of her cottage for her birthday',
  ],
};

const lacemaking: Subject = {
  subject: 'lacemaking',
  sentences: [
    'my grandmother taught me to make lace on a pillow with bobbins',
    'uh there can be forty bobbins hanging at once and you cross and twist them in pairs',
    'pins hold each stitch in place on the pattern until the next row is done',
    'one collar can take a whole winter',
    'there are only a few people left who still teach it properly',
  ],
};

const bellRinging: Subject = {
  subject: 'bell ringing',
  sentences: [
    'every sunday morning i climb the tower of our church before the service',
    'um there are six bells and each ringer has a rope with a fluffy sally',
    'we ring changes which means the order of the bells swaps every round',
    'you count your place in your head and never look at the bells themselves',
    'uh a full peal lasts about three hours without a break',
    'the neighbours mostly like it though one man complains every week',
  ],
};

const tattooing: Subject = {
  subject: 'tattooing',
  sentences: [
    'for work i run a small studio on the high street',
    'um every design starts as a drawing that i talk through with the client',
    'the needle goes just under the skin and the machine buzzes all day',
    'everything that touches a client is sterilised or thrown away',
    'the most popular thing people ask for is still a name on the forearm',
    'it took me years to get any good',
    'uh i turn away anyone who turns up drunk',
  ],
};

const crosswords: Subject = {
  subject: 'crosswords',
  sentences: [
    'every evening i set a puzzle for the local paper',
    'um the clues have to be fair so that the answer can be worked out from the words alone',
    'an anagram is the easiest kind of clue to write and the hardest to hide',
    'readers write in when they think i got one wrong and sometimes they are right',
    'uh a whole grid takes me about four hours with a dictionary open beside me',
  ],
};

const paramedic: Subject = {
  subject: 'paramedic',
  sentences: [
    'before the studio i spent twelve years on the ambulances',
    'um a shift was twelve hours and you never knew what the next call would be',
    'we carried a defibrillator oxygen and a bag of drugs up every staircase',
    'the worst calls were children and you never forget those',
    'uh the best was delivering a baby in the back of the ambulance on a motorway',
  ],
};

const lifeguard: Subject = {
  subject: 'lifeguard',
  sentences: [
    'in the summers i watched the pool at the leisure centre',
    'you sit high up in the chair and scan the water in a pattern every few seconds',
    'um a swimmer in trouble hardly ever splashes they just go quiet',
    'i only had to jump in for real twice in four summers',
    'the whistle is for the lads who keep running along the edge',
  ],
};

const pigeons: Subject = {
  subject: 'pigeon racing',
  sentences: [
    'i keep about forty birds in a loft at the bottom of the garden',
    'um they get driven hundreds of miles away and let go at the same moment',
    'each one wears a ring and a chip that logs when it lands back home',
    'the fastest bird over the distance wins the race',
    'my partner thinks i am mad',
    'uh my best hen came home from france in a single day',
  ],
};

const bellRingingAgain: Subject = {
  subject: 'bell ringing',
  sentences: [
    'going back to the tower for a minute we are always short of ringers',
    'um anyone can learn in about six weeks if they come to practice night',
    'the rope can take you off your feet if you let go at the wrong moment',
    'we ring for weddings too and the couples love it',
  ],
};

const model: Subject = {
  subject: 'model railway',
  sentences: [
    'the loft is full of the layout i have been building for ten years',
    'um it is a copy of a little branch line in wales as it was in nineteen fifty',
    'every locomotive is about the length of my finger',
    'i make the hills out of chicken wire and plaster then paint them',
    'uh the trickiest part is the wiring under the baseboards',
    'my grandson runs the signal box when he visits',
  ],
};

/* As a recogniser might hear them: misheard words, dropped small words and wrong homophones. */
const noisyJudo: Subject = {
  subject: 'judo',
  sentences: [
    'i go to the doe joe twice week in a white jacket and belt',
    'you learn to fall before you learn throw anyone',
    'the aim is to through your opponent flat on there back',
    'i got my brown belt last year after a grading in manchester',
    'it took me years get any good',
  ],
};

const noisyFencing: Subject = {
  subject: 'fencing',
  sentences: [
    'the other thing i do is sword fighting with a foil and a mask',
    'you score by touching your opponent on the chest with the tip',
    'the foot work is like dancing forward and back along a strip',
    'a electric wire in the jacket lights up when you get hit',
    'my partner thinks i am mad',
  ],
};

const noisyCoffee: Subject = {
  subject: 'coffee',
  sentences: [
    'at weak ends i work as a barista in the cafe by the station',
    'the beans get ground fresh for every cup',
    'a good espresso takes about twenty five seconds two pour',
    'the hardest thing is steaming the milk so it is smooth not bubbly',
    'i can do a heart and a leaf in the foam now',
  ],
};

const noisyCaving: Subject = {
  subject: 'caving',
  sentences: [
    'some sundays we go under ground in the dales',
    'you crawl through gaps so tight you have to breath out to fit',
    'every one carries three lights because it is pitch black down there',
    'we once got stuck behind a flooded passage for six hours',
  ],
};

const noisyThatching: Subject = {
  subject: 'thatching',
  sentences: [
    'my uncle is a thatcher and i helped him all last summer',
    'the reed comes from norfolk in big bundles',
    'you pin each layer down with hazel spars bent like hair pins',
    'a good roof last forty years if the birds leave it alone',
    'standing on a ladder all day is hard on your knees',
  ],
};

const orienteering: Subject = {
  subject: 'orienteering',
  sentences: [
    'at the weekends i run through forests with a map and a compass',
    'um there are controls hidden around the course and you have to find them in order',
    'each one has a little box that beeps when you dip your finger chip',
    'the fast runners are not always the winners because they get lost',
    'uh i once spent twenty minutes looking for a control that was behind me',
  ],
};

const standUp: Subject = {
  subject: 'stand-up comedy',
  sentences: [
    'i do five minutes at open mic nights in the back rooms of pubs',
    'um the first time i forgot my second joke and just stood there',
    'you try a line out ten times before you know if it works',
    'the worst crowds are the ones who came for the football on the telly',
    'my partner thinks i am mad',
    'uh getting one big laugh makes all the silent nights worth it',
  ],
};

const juggling: Subject = {
  subject: 'juggling',
  sentences: [
    'i learned with three beanbags in the kitchen',
    'um the trick is to throw to the same height every time and catch without looking',
    'now i can keep five balls up for about a minute',
    'clubs are harder because they spin and hit you on the knuckles',
  ],
};

const skateboarding: Subject = {
  subject: 'skateboarding',
  sentences: [
    'my son got me back on a board at forty',
    'um we go to the park by the river where there is a bowl and some rails',
    'i can drop in now but i still cannot land a kickflip',
    'wrist guards are not cool but they have saved me twice',
    'it took me years to get any good the first time round',
  ],
};

const aquarium: Subject = {
  subject: 'tropical fish',
  sentences: [
    'in the living room there is a tank of about two hundred litres',
    'um the water has to stay at twenty five degrees with a heater and a filter',
    'i test it every week for ammonia and nitrates',
    'neons and guppies live in shoals and the angelfish rules the middle',
    'uh when the power went off in the storm i kept them warm with hot water bottles',
  ],
};

/** Five interviews of the subjects above, timed as five different speakers. */
export const unseenGInterviews: SpokenInterview[] = [
  timeSpeech(
    'g: rowing/canoe building/snooker/darts/beach cleaning, changes 0.4/2.6/0.3/0.6 s, thinking 2.8 s',
    [
      { subject: rowing, pauseAfter: 0.4 },
      { subject: canoeBuilding, pauseAfter: 2.6 },
      { subject: snooker, pauseAfter: 0.3 },
      { subject: darts, pauseAfter: 0.6 },
      { subject: beachCleaning, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.052, sentenceGap: [0.5, 1.2], thinking: { rowing: 2.8 }, seed: 811 },
  ),
  timeSpeech(
    'g: embroidery/lacemaking/crosswords/tattooing/paramedic/lifeguard, changes 0.3/0.5/0.2/0.7/0.4 s, thinking 2.4/3.1 s',
    [
      { subject: embroidery, pauseAfter: 0.3 },
      { subject: lacemaking, pauseAfter: 0.5 },
      { subject: crosswords, pauseAfter: 0.2 },
      { subject: tattooing, pauseAfter: 0.7 },
      { subject: paramedic, pauseAfter: 0.4 },
      { subject: lifeguard, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.057, sentenceGap: [0.6, 1.4], thinking: { embroidery: 2.4, tattooing: 3.1 }, seed: 822 },
  ),
  timeSpeech(
    'g: pigeon racing/bell ringing/model railway/bell ringing, changes 0.5/0.8/2.2 s, thinking 2.6 s',
    [
      { subject: pigeons, pauseAfter: 0.5 },
      { subject: bellRinging, pauseAfter: 0.8 },
      { subject: model, pauseAfter: 2.2 },
      { subject: bellRingingAgain, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.047, sentenceGap: [0.4, 1.0], thinking: { 'model railway': 2.6 }, seed: 833 },
  ),
  timeSpeech(
    'noisy recogniser g: judo/fencing/coffee/caving/thatching, changes 0.2/0.6/0.4/0.3 s, thinking 2.2 s',
    [
      { subject: noisyJudo, pauseAfter: 0.2 },
      { subject: noisyFencing, pauseAfter: 0.6 },
      { subject: noisyCoffee, pauseAfter: 0.4 },
      { subject: noisyCaving, pauseAfter: 0.3 },
      { subject: noisyThatching, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.055, sentenceGap: [0.4, 1.0], thinking: { coffee: 2.2 }, seed: 844 },
  ),
  timeSpeech(
    'fast speaker g: orienteering/stand-up comedy/juggling/skateboarding/tropical fish, changes 0.3/0.2/0.5/0.9 s, thinking 3.4 s',
    [
      { subject: orienteering, pauseAfter: 0.3 },
      { subject: standUp, pauseAfter: 0.2 },
      { subject: juggling, pauseAfter: 0.5 },
      { subject: skateboarding, pauseAfter: 0.9 },
      { subject: aquarium, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.3, 0.8], thinking: { 'stand-up comedy': 3.4 }, seed: 855 },
  ),
];
