/**
 * Unseen interviews for the sentence-embedding cue: written before that cue's tuning and never
 * tuned on; the bench only reports on them. Timed like real speakers (see speech-timing.ts):
 * subjects change at 0.2–0.9 s, often faster than the speaker's own gaps between sentences,
 * thinking pauses of 2–3.5 s sit inside subjects, some subjects run only 15–25 s, and several
 * subjects are never named. Related subjects sit side by side (diving then surfing, barbecue then
 * pasta, car repair then clock repair, drums then bagpipes) and generic sentences recur across
 * subjects, as real speech has. One interview reads like noisy recogniser output.
 */
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';

const diving: Subject = {
  subject: 'diving',
  sentences: [
    'i got my first certificate in a cold quarry in the middle of winter',
    'you breathe through a regulator and the air comes from a tank on your back',
    'um the first time under the surface i could hear nothing but my own breathing',
    'it took me years to get any good at it',
    'on a reef in egypt we went down to thirty metres and the colours were unreal',
    'you always go with a buddy and you check each other before you roll off the boat',
    'coming up too fast is dangerous so you stop for three minutes at five metres',
    'uh my wife thinks i am mad paying all that money to look at fish',
  ],
};

const surfing: Subject = {
  subject: 'surfing',
  sentences: [
    'i surf most mornings before work down at the beach',
    'you paddle out on the board and wait for a set of waves',
    'um standing up is the easy part and reading the sea is the hard part',
    'in winter the water is freezing even in a thick wetsuit',
  ],
};

const clockRepair: Subject = {
  subject: 'clock repair',
  sentences: [
    'i fix old things that tell the time in a little workshop at the back of the house',
    'most of what comes in is a long case from somebody grandmothers hallway',
    'the pendulum has to swing evenly or the tick sounds lame',
    'um the mainspring can take your finger off if you let it go too fast',
    'every gear gets taken apart cleaned in a bath and oiled with a tiny drop',
    'i was rubbish at it for the first five years',
    'the best moment is when it strikes the hour for the first time in decades',
    'my wife says the house sounds like a room full of crickets at night',
  ],
};

const horseRiding: Subject = {
  subject: 'horse riding',
  sentences: [
    'i have kept a mare at the stables up the lane since i was twelve',
    'every morning before school i mucked out and filled the hay nets',
    'uh you learn to trot and then canter and the gallop comes much later',
    'the saddle has to fit her back or she gets sore and grumpy',
    'the farrier comes every six weeks to trim her hooves and put new shoes on',
    'jumping a fence for the first time i went one way and she went the other',
    'it costs a fortune and my husband thinks i am mad',
  ],
};

const barbecue: Subject = {
  subject: 'barbecue',
  sentences: [
    'every summer weekend i light the barbecue in the back garden',
    'i use charcoal not gas because the smoke gives the meat its flavour',
    'um a brisket takes twelve hours low and slow',
    'you have to leave the lid closed and trust the thermometer',
    'my neighbours always seem to turn up when the ribs are ready',
    'the sauce is my own recipe with honey vinegar and a bit of chilli',
    'uh the first few times everything was burnt on the outside and raw in the middle',
  ],
};

const pasta: Subject = {
  subject: 'pasta',
  sentences: [
    'i make fresh pasta by hand every sunday',
    'it is just flour and eggs mixed into a dough on the table',
    'um you knead it for ten minutes until it is smooth and then let it rest',
    'a hand cranked machine rolls the dough into long thin sheets',
    'i cut tagliatelle with a knife and fill ravioli with ricotta and spinach',
    'the sauce should be simple so you can still taste what you made',
    'my grandmother in naples taught me and she still says mine is too thick',
  ],
};

const carRepair: Subject = {
  subject: 'car repair',
  sentences: [
    'i run a small garage fixing cars for people in the village',
    'most jobs are brakes tyres and oil changes',
    'uh modern cars have a computer you plug into to read the fault codes',
    'old cars are nicer to work on because you can reach everything',
    'a gearbox rebuild takes me the best part of a week',
    'it took me years to get any good at it',
    'um the worst is a rusted bolt that snaps off in the engine block',
    'customers always want it done yesterday and cheaper',
  ],
};

const drums: Subject = {
  subject: 'drums',
  sentences: [
    'i have played drums in a covers band since i was sixteen',
    'the kit is a bass drum a snare two toms and a few cymbals',
    'um you practise with a metronome until the beat is steady',
    'the drummer has to hold the whole band together',
    'my neighbours bought me earplugs as a hint',
    'at a wedding gig you load the kit in at six and play until midnight',
    'uh my hands were blistered for the first few months',
  ],
};

const bagpipes: Subject = {
  subject: 'bagpipes',
  sentences: [
    'i learned on a practice chanter for two years before i was allowed the real thing',
    'you blow into the bag and squeeze it under your arm to keep the sound steady',
    'the three drones have to be tuned to the chanter before every performance',
    'um the reeds are fussy and change with the weather',
    'i march with a band in a kilt at parades and highland games',
    'the snare drummers behind us keep the beat and we follow them',
    'it took me years to get any good at it',
    'people either cry or cover their ears and nothing in between',
  ],
};

const firefighting: Subject = {
  subject: 'firefighting',
  sentences: [
    'i have worked at the station in town for fifteen years',
    'when the alarm goes off at night you are on the engine in ninety seconds',
    'um the breathing apparatus weighs about fifteen kilos on your back',
    'inside a room full of smoke you cannot see your own hand so you follow the hose',
    'half our calls are crashes where we cut people out of their cars',
    'uh a chip pan left on the cooker is still the most common thing we see',
    'we go into schools to talk about smoke alarms',
    'my kids think it is the best job in the world',
  ],
};

const stamps: Subject = {
  subject: 'stamps',
  sentences: [
    'i have collected the little squares from the corners of envelopes since i was a boy',
    'every one goes into an album with a pair of tweezers never with your fingers',
    'um you soak them off the paper in warm water and dry them flat',
    'the perforations have to be complete or the value drops by half',
    'my rarest is a penny black with a red cancellation',
    'uh i go to a fair in the town hall once a month to swap and buy',
    'my wife thinks i am mad spending a saturday looking through a magnifying glass',
  ],
};

const archery: Subject = {
  subject: 'archery',
  sentences: [
    'i joined an archery club at the leisure centre last year',
    'you draw the bow back to your chin and breathe out before you let go',
    'um the target is seventy metres away and the gold in the middle looks tiny',
    'the arrows cost more than you would think',
  ],
};

const brewing: Subject = {
  subject: 'brewing',
  sentences: [
    'i make my own in the garage in a big plastic bucket',
    'you soak crushed malt in hot water for an hour and the whole house smells of porridge',
    'then you boil it with hops which give it the bitterness',
    'um when it cools you add the yeast and leave it to ferment for two weeks',
    'cleaning everything is most of the work because one dirty bottle ruins the batch',
    'it took me years to get any good at it',
    'uh my first batch tasted like vinegar and went down the sink',
    'now my friends from the pub ask for a few bottles every christmas',
  ],
};

const hairdressing: Subject = {
  subject: 'hairdressing',
  sentences: [
    'i have been a hairdresser for twenty years in my own salon',
    'people tell you everything while you cut their hair',
    'um colour is the hardest part because every head of hair takes it differently',
    'a wedding morning means six bridesmaids and no time for lunch',
    'you stand all day so good shoes matter',
    'uh i still get nervous when someone asks for a big change',
    'the best bit is when they look in the mirror and smile',
  ],
};

const locksmith: Subject = {
  subject: 'locksmith',
  sentences: [
    'as a locksmith most of my calls are people locked out of their own homes',
    'i can open a normal front door lock in under a minute',
    'um after a burglary we change every lock in the house',
    'the van is full of keys and blanks and little tools',
  ],
};

const taxi: Subject = {
  subject: 'taxi',
  sentences: [
    'i drive a taxi at nights in the city centre',
    'uh friday nights are busy and you learn to keep a bucket in the boot',
    'you get to know every back street and every shortcut',
    'some nights people tell me their whole life story before we reach their house',
  ],
};

/* The same five subjects as a recogniser might hear them: misheard words and dropped small words. */

const noisySurfing: Subject = {
  subject: 'surfing',
  sentences: [
    'i surf most mornings for work down the beach',
    'you paddle out on bored and wait for a set of waves',
    'um standing up is the easy part and reading sea is the hard part',
    'in winter the water is freezing even in thick wet suit',
  ],
};

const noisyDiving: Subject = {
  subject: 'diving',
  sentences: [
    'i got my first certificate in cold quarry in the middle of winter',
    'you breathe through a regulator and the air comes from attack on your back',
    'um the first time under the surface i could hear nothing but my own breeding',
    'it took me years to get any good at it',
    'on a reef in egypt we went down to thirty meters and the colours were unreal',
    'you always go with buddy and you check each other before you roll off the boat',
    'coming up to fast is dangerous so you stop for three minutes at five metres',
    'uh my wife thinks i am mad paying all that money to look at fish',
  ],
};

const noisyBagpipes: Subject = {
  subject: 'bagpipes',
  sentences: [
    'i learned on practice canter for two years before i was allowed the real thing',
    'you blow into the back and squeeze it under your arm to keep the sound steady',
    'the three drones have to be tuned to the chanter before every performance',
    'um the reads are fussy and change with weather',
    'i march with a band in a kilt at parades and highland games',
    'the snare drummers behind us keep the beat and we follow them',
    'it took me years to get any good at it',
    'people either cry or cover their ears and nothing in between',
  ],
};

const noisyDrums: Subject = {
  subject: 'drums',
  sentences: [
    'i have played drums in a covers band since i was sixteen',
    'the kit is a bass drum a snare two tombs and few symbols',
    'um you practise with metronome until the beat is steady',
    'the drummer has to hold whole band together',
    'my neighbours bought me ear plugs as a hint',
    'at a wedding gig you load the kit in at six and play till midnight',
    'uh my hands were blistered for the first few months',
  ],
};

const noisyStamps: Subject = {
  subject: 'stamps',
  sentences: [
    'i have collected the little squares from corners of envelopes since i was boy',
    'every one goes into an album with pair of tweezers never with your fingers',
    'um you soak them off the paper in warm water and dry them flat',
    'the perforations have to be complete or the value drops by half',
    'my rarest is a penny black with a red cancellation',
    'uh i go to a fair in the town hall once a month to swap and by',
    'my wife thinks i am mad spending a saturday looking through a magnifying glass',
  ],
};

/** Six interviews of the subjects above, timed as six different speakers. */
export const unseenEInterviews: SpokenInterview[] = [
  timeSpeech(
    'e: diving/surfing/clock repair/horse riding/barbecue, changes 0.4/0.2/0.7/0.3 s, thinking 2.6/3.1 s',
    [
      { subject: diving, pauseAfter: 0.4 },
      { subject: surfing, pauseAfter: 0.2 },
      { subject: clockRepair, pauseAfter: 0.7 },
      { subject: horseRiding, pauseAfter: 0.3 },
      { subject: barbecue, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.05, sentenceGap: [0.5, 1.2], thinking: { diving: 2.6, 'horse riding': 3.1 }, seed: 611 },
  ),
  timeSpeech(
    'e: car repair/clock repair/drums/bagpipes, changes 0.3/0.5/0.2 s, thinking 2.2 s',
    [
      { subject: carRepair, pauseAfter: 0.3 },
      { subject: clockRepair, pauseAfter: 0.5 },
      { subject: drums, pauseAfter: 0.2 },
      { subject: bagpipes, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.058, sentenceGap: [0.6, 1.4], thinking: { 'car repair': 2.2 }, seed: 622 },
  ),
  timeSpeech(
    'e: barbecue/pasta/firefighting/stamps/archery, changes 0.6/0.2/0.8/0.4 s, thinking 2.5/2/3.3 s',
    [
      { subject: barbecue, pauseAfter: 0.6 },
      { subject: pasta, pauseAfter: 0.2 },
      { subject: firefighting, pauseAfter: 0.8 },
      { subject: stamps, pauseAfter: 0.4 },
      { subject: archery, pauseAfter: 0 },
    ],
    {
      secondsPerLetter: 0.044,
      sentenceGap: [0.3, 0.9],
      thinking: { pasta: 2.5, firefighting: 2, stamps: 3.3 },
      seed: 633,
    },
  ),
  timeSpeech(
    'slow speaker e: brewing/barbecue/hairdressing/locksmith/taxi, changes 0.9/0.5/0.3/0.6 s, thinking 3.5/2.8 s',
    [
      { subject: brewing, pauseAfter: 0.9 },
      { subject: barbecue, pauseAfter: 0.5 },
      { subject: hairdressing, pauseAfter: 0.3 },
      { subject: locksmith, pauseAfter: 0.6 },
      { subject: taxi, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.066, sentenceGap: [0.8, 1.7], thinking: { brewing: 3.5, hairdressing: 2.8 }, seed: 644 },
  ),
  timeSpeech(
    'noisy recogniser e: surfing/diving/bagpipes/drums/stamps, changes 0.2/0.7/0.3/0.5 s, thinking 2.4 s',
    [
      { subject: noisySurfing, pauseAfter: 0.2 },
      { subject: noisyDiving, pauseAfter: 0.7 },
      { subject: noisyBagpipes, pauseAfter: 0.3 },
      { subject: noisyDrums, pauseAfter: 0.5 },
      { subject: noisyStamps, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.052, sentenceGap: [0.4, 1.0], thinking: { bagpipes: 2.4 }, seed: 655 },
  ),
  timeSpeech(
    'fast speaker e: horse riding/firefighting/car repair/locksmith/taxi, changes 0.3/0.2/0.4/0.2 s, thinking 3/2.2 s',
    [
      { subject: horseRiding, pauseAfter: 0.3 },
      { subject: firefighting, pauseAfter: 0.2 },
      { subject: carRepair, pauseAfter: 0.4 },
      { subject: locksmith, pauseAfter: 0.2 },
      { subject: taxi, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.3, 0.8], thinking: { firefighting: 3, taxi: 2.2 }, seed: 666 },
  ),
];
