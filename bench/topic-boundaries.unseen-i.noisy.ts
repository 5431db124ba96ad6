/**
 * The noisy interview of the unseen-i set (see topic-boundaries.unseen-i.ts): its subjects as a
 * recogniser might hear them, with misheard words, split compounds, dropped small words and wrong
 * homophones, and a filler now and then heard as a word ("a").
 */
import type { Subject } from './speech-timing';

export const noisyPaddleboarding: Subject = {
  subject: 'paddleboarding',
  sentences: [
    'in the summer i go paddle boarding on the river most evenings after work',
    'um you kneel down first then stand up in one go with your feet either side of the handle',
    'the bored is inflatable so it goes in a rucksack and you pump it up on the bank',
    'a i fell in three times the first week and the water was freezing',
    'you where a leash on your ankle so the board does not float of with out you',
    'my neighbours must think i completely lost the plot',
  ],
};

/** Never says its own name. */
export const noisyNarrowboat: Subject = {
  subject: 'narrowboat',
  sentences: [
    'we live on the canal now in seventy feet of steal with a would burner at one end',
    'um you steer with a tiller at the back and push it opposite way you want to go',
    'the locks take about twenty minutes each and you wind the paddles up with a wind lass',
    'you have to move every too weeks or the canal trussed sends you a letter',
    'a the water tank last about a week and the toilet is a cassette you empty at the services',
    'honestly its the best thing i ever done',
  ],
};

export const noisyGoKarting: Subject = {
  subject: 'go karting',
  sentences: [
    'the other thing i do is go carting at the in door track on the retail park',
    'um the karts do about forty miles an our but you are two inches of the floor',
    'we race in a league of twelve and the points go up on a bored after every round',
    'a the fastest line is to break late and clip the inside of every corner',
    'my ribs are bruised after every race from the seat',
    'the first year i nearly gave up more then once',
  ],
};

export const noisyChipShop: Subject = {
  subject: 'chip shop',
  sentences: [
    'for work i fry at my uncles chip shop on the see front',
    'um we use beef dripping not oil which is why the queue goes round the corner on friday',
    'the batter is just flower water and bit of baking powder but the timing is everything',
    'you pick it up as you go along like any thing else',
  ],
};

/** Never says its own name. */
export const noisyClayShooting: Subject = {
  subject: 'clay shooting',
  sentences: [
    'on sunday mornings i go down to a ground on farm with my over and under',
    'um you call pull and the trap throws an orange disk out across the field',
    'you keep both eyes open and swing through it before you squeeze the trigger',
    'uh round is twenty five targets and my best is twenty too',
    'you need a certificate from the police and the gun lives in a steal cabinet bolted to the wall',
    'my neighbours must think i have completely lost the plot',
  ],
};
