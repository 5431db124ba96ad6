/**
 * Subjects of the fast and the slow speaker of the unseen-h set (see topic-boundaries.unseen-h.ts).
 */
import type { Subject } from './speech-timing';

export const postman: Subject = {
  subject: 'postman',
  sentences: [
    'for work i am a postman on a rural round out past the reservoir',
    'um i start sorting at half five and i am out in the van by eight',
    'the round is about ninety miles of lanes and a lot of farm tracks',
    'every dog on the round knows the sound of my van',
    'uh at christmas the parcels come in cages and we work till dark',
    'some of the old folk i deliver to have not seen anyone else all week',
    'it took me years to get any good at remembering all the names',
  ],
};

/** Never says its own name. */
export const windowCleaning: Subject = {
  subject: 'window cleaning',
  sentences: [
    'on saturdays i do a round of my own with a ladder and a bucket',
    'um a squeegee in one hand and a cloth in the other and you go top to bottom',
    'the glass on the big houses takes all morning and they pay in cash',
    'my partner thinks i am mad doing two jobs',
  ],
};

export const rockPooling: Subject = {
  subject: 'rock pooling',
  sentences: [
    'when the tide goes out i take the kids rock pooling on the beach by the harbour',
    'um you lift the weed very gently and there are crabs and little fish underneath',
    'we found a starfish as big as my hand last week',
    'you always put the rocks back the way you found them',
  ],
};

export const auctions: Subject = {
  subject: 'auctions',
  sentences: [
    'the other thing i love is the auction room on a wednesday',
    'um you view the lots in the morning and the sale starts at ten',
    'the auctioneer goes so fast that you need to watch the room not listen',
    'i once bought a box of old tools for two pounds and found a silver watch in the bottom',
    'uh the trick is deciding your top bid before you go in and never going over it',
    'the online bidders have spoilt it a bit because you cannot see who you are up against',
  ],
};

/** Never says its own name. */
export const antiques: Subject = {
  subject: 'antiques',
  sentences: [
    'most of what i buy i do up and sell on from a stall in an old mill',
    'um victorian brass and old oak furniture go best',
    'people want the patina left on so you never polish it too hard',
    'you learn the hallmarks on silver so you know the year and the town it was made in',
    'uh some weekends i sell nothing at all and the rent is still due',
    'it took me years to get any good',
  ],
};

export const alpacas: Subject = {
  subject: 'alpacas',
  sentences: [
    'we also keep six alpacas in the field behind the house',
    'um they hum to each other when they are worried',
    'once a year they get sheared and the fibre is softer than any wool',
    'they all use one corner of the field as a toilet which makes mucking out easy',
    'uh they spit but mostly at each other not at you',
    'people pay to walk them on a lead through the woods',
    'my kids think it is hilarious',
  ],
};

export const helpline: Subject = {
  subject: 'helpline',
  sentences: [
    'two nights a month i answer the phones for a listening helpline',
    'um most of the calls come in between midnight and four in the morning',
    'you are not there to give advice you are there to listen',
    'some callers just want to hear another voice because they are so lonely',
    'uh the training was six weeks of role plays and it was harder than i expected',
    'after a bad call you ring the duty supervisor and talk it through before you go home',
    'it took me years to get any good at the silences',
  ],
};

/** Never says its own name. */
export const hospice: Subject = {
  subject: 'hospice',
  sentences: [
    'on thursdays i push the tea trolley round the rooms on the end of life unit',
    'um some of the patients want to chat and some just want you to hold their hand',
    'the nurses there have more patience than anyone i have ever met',
    'my partner thinks i am mad giving up my day off to sit with strangers',
  ],
};

export const brassBand: Subject = {
  subject: 'brass band',
  sentences: [
    'i have played the cornet in our brass band since i was eleven',
    'um we rehearse in the back room of the miners welfare on a tuesday',
    'the band marches at the front of every parade in town',
    'contests are very serious and the judges sit behind a screen so they cannot see who is playing',
    'uh my lip goes after about two hours and then every note splits',
    'the hymn at the remembrance service is the one that gets people crying',
    'my partner thinks i am mad but she never misses a concert',
  ],
};

export const chickens: Subject = {
  subject: 'chickens',
  sentences: [
    'we keep eight chickens in a run at the bottom of the garden',
    'um every one has a name and the kids argue about whose turn it is to collect the eggs',
    'the fox is always waiting so they have to be shut in the coop every night',
    'in winter they stop laying for weeks because the days are too short',
    'uh the old ones are past laying but we keep them anyway',
    'it took me years to get any good at keeping them alive',
  ],
};
