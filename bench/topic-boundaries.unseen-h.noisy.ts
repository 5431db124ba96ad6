/**
 * The noisy interview of the unseen-h set (see topic-boundaries.unseen-h.ts): its subjects as a
 * recogniser might hear them, with misheard words, dropped small words and wrong homophones, and
 * a filler now and then heard as a word ("a").
 */
import type { Subject } from './speech-timing';

export const noisyNetball: Subject = {
  subject: 'netball',
  sentences: [
    'on thursday nights i play net ball for a team from work',
    'um you cant run with the ball you have to stop and pass it with in three seconds',
    'i play goal shoot so i stand under the hoop and wait',
    'there is no back bored so the ball has to drop clean through the ring',
    'the bibs have letters on so everyone know which parts of the court they are aloud in',
    'it took me years get any good',
  ],
};

/** Never says its own name. */
export const noisyVolleyball: Subject = {
  subject: 'volleyball',
  sentences: [
    'in summer we play on the beach in teams of two',
    'you dig it up off your for arms then your partner sets and you spike it over the net',
    'a the sand is so hot at midday you burn you feet',
    'a serve that lands in the corner with know one near it is called an ace',
    'my partner thinks i mad diving in the sand all day',
  ],
};

/** Never says its own name. */
export const noisyUndertaker: Subject = {
  subject: 'undertaker',
  sentences: [
    'for work i run a funeral directors that my grand father started',
    'um when someone dies at home we go out any time of the day or knight',
    'the family sit with me and choose the coffin the flowers in the hims',
    'you learn to speak softly and never rush anybody',
    'a embalming takes about two hours and it means the family can see them looking peaceful',
    'uh on the day i walk in front of the hearse in a top hat',
    'people think it must be depressing but its a privilege',
  ],
};

export const noisyBridge: Subject = {
  subject: 'bridge',
  sentences: [
    'my wife and me play bridge at the club every monday',
    'um you play in pears and you bid for how many tricks your side can make',
    'no trumps is the bid everybody scared of',
    'your partner lays there cards face up and you play both hands',
    'a good evening we come top of the twelve tables',
    'uh it took me years to get any good',
  ],
};

export const noisyBasketWeaving: Subject = {
  subject: 'basket weaving',
  sentences: [
    'the other thing i do is basket weaving with willow i grow at the bottom the garden',
    'um the rods have to soak in the bath for day before they bend',
    'you start with a cross at the base and weave round and round the stakes',
    'my first basket lent so bad it wood not stand up',
    'now i make log baskets and sell them at the farmers market',
  ],
};
