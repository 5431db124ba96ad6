/**
 * Fresh held-out interviews for topic boundaries (issue 12, round 2): subjects written before the
 * round-2 rules were tuned and never looked at while tuning. Subjects run from ~20 s to ~90 s of
 * speech (at 2.5 words/s) and change at quiet pauses (0.3–1 s).
 */
import type { InterviewPart } from '../apps/server/src/analyse/interview.test-support';

const part = (subject: string, sentences: string[]): InterviewPart => ({ subject, sentences, pauseAfter: 0 });

export const volcanoes = part('volcanoes', [
  'we flew to iceland to see the volcano erupting near the fishing town',
  'the lava poured out of a long crack in the ground and glowed orange at night',
  'geologists said the magma chamber was only a few kilometres below the surface',
  'ash from the crater fell on the cars like grey snow',
  'you could smell the sulphur from the gas long before you saw the eruption',
]);

export const football = part('football', [
  'i have played football since i was six in a muddy park near our school',
  'our coach made us run laps before every training session',
  'uh i usually play in midfield and pass the ball to the strikers',
  'the goalkeeper shouts at the defenders whenever a corner kick comes in',
  'last season we won the league on the final match day with a penalty',
  'the referee showed two red cards in that game and the crowd was furious',
  'after the final whistle the whole team ran to the fans behind the goal',
  'scoring a header from a free kick is the best feeling in the sport',
  'we train on tuesday and thursday evenings under the floodlights',
  'my boots are worn out from all the tackles on the artificial pitch',
  'um the club pays for the referee and the pitch out of our membership fees',
  'in the summer break i watch the world cup with my brother',
  'a good striker needs speed and calm in front of the goal',
  'the offside rule still confuses my mother every single match',
  'our team captain wears the armband and talks to the referee',
  'football taught me that a team wins together and loses together',
]);

export const violin = part('violin', [
  'my daughter started the violin when she was seven',
  'she practises scales and arpeggios for half an hour before school',
  'the bow needs rosin or the strings will not sing',
  'her teacher plays in the city orchestra and is very strict about posture',
  'the first concerto she learned was by vivaldi',
  'tuning the pegs is hard because the strings slip when the room is warm',
  'at the spring concert she played a sonata with a piano accompanist',
  'the sound of an old violin made of spruce and maple is warm and deep',
]);

export const coffee = part('coffee', [
  'every morning i grind the coffee beans by hand',
  'the beans come from a small roaster who buys them from farms in ethiopia',
  'a light roast tastes of fruit and a dark roast tastes of chocolate',
  'i brew with a paper filter and water just below boiling',
  'espresso needs a fine grind and a machine with real pressure',
  'um the milk for a cappuccino should be steamed until it is silky',
  'i drink two cups before lunch and never after four',
  'the caffeine keeps me awake if i have an espresso in the evening',
  'my favourite cafe serves the coffee in small blue cups',
  'a barista once told me the grind matters more than the machine',
  'we buy a kilo of beans every two weeks',
]);

export const fishing = part('fishing', [
  'on saturdays my father and i go fishing at the lake',
  'we dig worms for bait the evening before',
  'the trout bite best at dawn when the water is still',
  'you cast the line near the reeds and wait for the float to move',
  'uh last summer i caught a pike as long as my arm',
  'we always release the small fish back into the river',
  'a good rod and a quiet reel matter more than an expensive lure',
  'my father ties his own flies from feathers and thread',
  'when the fish takes the hook you have to strike quickly',
  'the angling club sells a licence for the whole season',
  'we clean the catch on the jetty and grill it for dinner',
  'fishing teaches you to sit still and listen to the water',
  'in autumn the carp feed heavily before the cold comes',
  'we keep the tackle box in the boot of the car all year',
  'the best spot is under the willow where the river bends',
  'um sometimes we sit for hours and catch nothing at all',
  'a heron watches us from the other bank and steals our bait',
  'at the end of the day we weigh the biggest fish on a little scale',
  'my grandfather fished the same river with a bamboo rod',
  'i hope to take my own children fishing there one day',
]);

export const photography = part('photography', [
  'i bought my first camera with money from a paper round',
  'it was a film camera with a fifty millimetre lens',
  'the aperture and the shutter speed decide how much light reaches the film',
  'i developed the negatives in a darkroom at school',
  'now i shoot portraits with a digital camera and natural light',
  'a tripod helps with long exposures of the city at night',
  'the best photographs are often taken in the golden hour before sunset',
  'i edit the pictures lightly and print the best ones on matte paper',
  'uh my exhibition last year showed forty portraits of market traders',
]);

export const knitting = part('knitting', [
  'my aunt taught me to knit a scarf with two wooden needles',
  'you cast on the stitches and then knit row after row',
  'wool from local sheep is scratchy but very warm',
  'i dropped a stitch in my first jumper and it unravelled',
  'now i follow patterns for socks and cardigans with cables',
]);

export const hospital = part('hospital', [
  'i worked as a nurse in the emergency department for ten years',
  'the night shift starts at eight and ends when the morning nurses arrive',
  'most patients come in with chest pain or broken bones',
  'the doctors decide in minutes who needs surgery and who can wait',
  'um we check the blood pressure and the pulse of every patient on arrival',
  'an ambulance can bring three patients at once after a car crash',
  'the hardest part is telling a family that the treatment did not work',
  'the ward is always short of beds in winter because of the flu',
  'we give medicine through a drip and record every dose on a chart',
  'a surgeon once thanked me after a long operation on a child',
  'the pharmacy sends the drugs up to the ward twice a day',
  'i still remember the first patient i looked after alone',
  'nurses learn to sleep during the day and stay calm at night',
  'the clinic downstairs treats patients who do not need the emergency room',
]);

/** Interviews of the fresh subjects, each a list of parts and the pauses after each part but the last. */
export const freshInterviews: Array<{ name: string; parts: InterviewPart[]; pauses: number[] }> = [
  {
    name: 'football/violin/coffee/knitting/fishing, 0.5/0.8/0.3/1 s',
    parts: [football, violin, coffee, knitting, fishing],
    pauses: [0.5, 0.8, 0.3, 1],
  },
  {
    name: 'photography/hospital/volcanoes/coffee, 0.6/0.4/0.9 s',
    parts: [photography, hospital, volcanoes, coffee],
    pauses: [0.6, 0.4, 0.9],
  },
  {
    name: 'knitting/fishing/photography/violin/hospital/volcanoes, 0.3–1 s',
    parts: [knitting, fishing, photography, violin, hospital, volcanoes],
    pauses: [0.3, 0.7, 1, 0.5, 0.8],
  },
  {
    name: 'volcanoes/football/knitting/hospital, 1/1/0.3 s',
    parts: [volcanoes, football, knitting, hospital],
    pauses: [1, 1, 0.3],
  },
  {
    name: 'coffee/fishing/violin/football, 2.5/0.6/2.5 s',
    parts: [coffee, fishing, violin, football],
    pauses: [2.5, 0.6, 2.5],
  },
];
