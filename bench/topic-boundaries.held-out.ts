/** Held-out subjects of the topic-boundary bench (issue 12, round 1). */
import type { InterviewPart } from '../apps/server/src/analyse/interview.test-support';

/** Subjects written after the rules were tuned, never used to tune them. */
export const heldOutParts: InterviewPart[] = [
  {
    subject: 'baking',
    pauseAfter: 0,
    sentences: [
      'my grandmother taught me to bake bread with flour water salt and yeast',
      'the dough rests overnight in a cool kitchen so the yeast can work slowly',
      'in the morning i knead the dough and shape the loaves on a floured board',
      'the oven has to be very hot so the crust turns brown and crisp',
      'a good loaf sounds hollow when you tap the bottom of the crust',
      'on sundays we bake rolls and a sweet bread with raisins and butter',
    ],
  },
  {
    subject: 'stars',
    pauseAfter: 0,
    sentences: [
      'at night i set up my telescope in the field behind the barn',
      'jupiter and its four bright moons are easy to find in winter',
      'the andromeda galaxy is a faint smudge of light far beyond our stars',
      'astronomers measure the distance to a star by its parallax',
      'a meteor shower in august can show fifty shooting stars an hour',
      'through the telescope the rings of saturn look like a tiny drawing',
    ],
  },
  {
    subject: 'sailing',
    pauseAfter: 0,
    sentences: [
      'we sail the boat out of the harbour when the tide turns',
      'the skipper trims the mainsail and the jib to catch the wind',
      'in a storm we reef the sails and steer the yacht into the waves',
      'the keel keeps the hull upright when the wind heels the boat over',
      'we anchor in a quiet bay and row the dinghy to the beach',
      'a sailor learns to read the sea and the clouds before a squall',
    ],
  },
  {
    subject: 'chess',
    pauseAfter: 0,
    sentences: [
      'uh i joined the chess club when i was nine',
      'the first thing you learn is how the knight jumps over other pieces',
      'an opening like the sicilian defence gives black a fighting game',
      'in the endgame a king and a pawn against a king is still hard to win',
      'our club plays a tournament every spring with clocks on every board',
      'i lost my queen to a fork and resigned after forty moves',
      'studying old games by the grandmasters taught me more than any book',
    ],
  },
  {
    subject: 'bees',
    pauseAfter: 0,
    sentences: [
      'my neighbour keeps three hives of bees at the end of the orchard',
      'in june the colony swarms and we catch the swarm in a cardboard box',
      'the queen lays her eggs in the wax comb and the workers feed the larvae',
      'um we wear a veil and use a smoker to calm the bees',
      'in august we take the frames out and spin the honey from the comb',
      'a strong hive can give thirty jars of honey in a good summer',
    ],
  },
];
