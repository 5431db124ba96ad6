/**
 * The noisy interview of the unseen-j set (see topic-boundaries.unseen-j.ts): its subjects as a
 * recogniser might hear them, with misheard words, split compounds, dropped small words and wrong
 * homophones, and a filler now and then heard as a word ("a").
 */
import type { Subject } from './speech-timing';

export const noisyKidneyDonor: Subject = {
  subject: 'kidney donor',
  sentences: [
    'too years ago i became a kidney donor for my brother when his stopped working',
    'um he had been on dial assist three times week for nearly four years',
    'the test took months blood tests scans and a long talk with psychologist',
    'a the operation was key hole and i was in for four knights',
    'i have won scar under my belly button and three little ones on my side',
    'my brother is back at work and plays five aside on wednesdays',
    'to be honest i never thought i would end up doing it',
  ],
};

/** Never says its own name. */
export const noisyGivingBlood: Subject = {
  subject: 'giving blood',
  sentences: [
    'since then i go every sixteen weeks to the session at community centre',
    'um they prick your finger first to check your iron is hi enough',
    'you lie back on sort of deck chair and the needle goes in your arm',
    'a a pint takes about ten minutes and you squeeze a little bull the whole time',
    'after wards you have to sit down for fifteen minutes with a cup of tea and biscuit',
    'they sent you a text when your pint gets used at a hospital',
    'it keeps me sane really',
  ],
};

export const noisyShoeRepair: Subject = {
  subject: 'shoe repair',
  sentences: [
    'for work i do shoe repair in little kiosk at the station',
    'um most of it is new heals on womens shoes and souls on mens work boots',
    'the machine has big spinning sander and a stitch her that is older than me',
    'a i cut keys as well because shoe repair alone does not pay the rent',
    'a full re soul on a good pear of brogues takes me about an hour',
    'you learn some thing new every single time',
  ],
};

/** Never says its own name. */
export const noisyFruitPicking: Subject = {
  subject: 'fruit picking',
  sentences: [
    'when i was younger i spent three summers on farm in kent in the straw berries',
    'um you kneel between the rose under the poly tunnels from six in the morning',
    'you get paid by the pun it so the fast ones earn twice what i did',
    'a we lived in caravans in field with a shower block at the end',
    'later in the summer it was rasp berries and then apples from ladders in the orchard',
    'it is harder then it looks believe me',
  ],
};

export const noisyGhostTours: Subject = {
  subject: 'ghost tours',
  sentences: [
    'these days i run ghost tours round the old town on friday and saturday knights',
    'um i dress up in a black cloak and top hat and carry a lantern',
    'we stop at the old goal and the plague pit be hind the church',
    'a there is a pub where barmaid was murdered in seventeen ninety and people swear they here her',
    'about twenty people come on a tour and it last ninety minutes',
    'i tell the same stories every week but the ghost tours still give me the shivers',
  ],
};
