/**
 * Subjects of the interviewer interview, the fast speaker and the slow speaker of the unseen-k set
 * (see topic-boundaries.unseen-k.ts). In the interviewer interview a second voice asks a short
 * question at most subject changes, in the same word stream with no speaker labels: the question
 * is the first sentence of the subject it opens (the accordion goes straight on from the harmonica
 * without one), and one follow-up question ("and do you stay in touch with them") sits in the
 * middle of a subject and is no change. Things said in passing (snowboarding, a cruise, the
 * eurovision) are no subject.
 */
import type { Subject } from './speech-timing';

/** Says "snowboarding" in passing. */
export const radiographer: Subject = {
  subject: 'radiographer',
  sentences: [
    'so what is it you do at the hospital',
    'i am a radiographer in the x ray department at the general',
    'um people come down from a and e and we take pictures of whatever they have hurt',
    'you line the machine up and step behind the screen and press the button',
    'uh in february we get loads of wrists from people snowboarding on their holidays',
    'the pictures are on the doctors screen upstairs before the patient is back in the lift',
    'on nights it is all drunk people who fell over and old ladies who slipped in the bath',
    'you learn something new every single time',
  ],
};

/** Never says its own name; says "cruise" in passing. */
export const pharmacist: Subject = {
  subject: 'pharmacist',
  sentences: [
    'and your husband works there as well does he not',
    'yes he is down on the ground floor counting out tablets for the wards',
    'um every prescription the doctors write comes to him to check the dose before it goes up',
    'he knows what every drug does and what it will do if you take it with something else',
    'uh people still come to his hatch asking for seasick tablets before they go on a cruise',
    'the controlled drugs are locked in a cupboard and two people sign for every one',
    'he did five years at university to be allowed to do it',
    'it is harder than it looks believe me',
  ],
};

/** A follow-up question in the middle: no change of subject. */
export const fosterCaring: Subject = {
  subject: 'foster caring',
  sentences: [
    'and at home you have a pretty full house i hear',
    'we have been foster carers for twelve years and we have had thirty one children',
    'um some stay for a weekend and some stay for years',
    'the social worker rings and you have got about an hour to make up the bed',
    'uh a lot of them turn up with everything they own in a bin bag',
    'and do you stay in touch with them',
    'some of them yes one of our first lads still sends a card every christmas',
    'you cry every time one of them goes home even when it is the right thing',
  ],
};

export const harmonica: Subject = {
  subject: 'harmonica',
  sentences: [
    'and you play music too is that right',
    'i play the harmonica in a blues band that does the pubs round here',
    'um it fits in your shirt pocket so i take it everywhere',
    'you need a different one for every key and i carry seven in a little case',
    'uh bending the notes is the hard bit you sort of suck and drop your jaw',
    'i learned off an old cassette my uncle gave me',
    'it keeps me sane really',
  ],
};

/** Never says its own name; a short subject (four sentences) with no question before it. */
export const accordion: Subject = {
  subject: 'accordion',
  sentences: [
    'my dad plays the big box with the buttons at the folk club on a wednesday',
    'um he pulls it open and pushes it shut and the bellows make the noise',
    'the right hand does the tune on a little keyboard and the left hand does the chords',
    'uh it weighs about twelve kilos and he has to sit down to play it now',
  ],
};

export const parishCouncil: Subject = {
  subject: 'parish council',
  sentences: [
    'and i gather you have just been elected to something',
    'yes i am on the parish council for our village since last may',
    'um there are seven of us and we meet once a month in the school hall',
    'most of it is potholes and dog mess and whether the bus shelter needs painting',
    'uh the big row this year was about the car park by the church',
    'anybody can come and sit at the back and it is always the same three who do',
    'we do not get paid a penny for any of it',
  ],
};

export const trampolining: Subject = {
  subject: 'trampolining',
  sentences: [
    'my daughter does trampolining at the sports centre and i coach the beginners',
    'um the first thing you learn is how to stop dead by bending your knees',
    'then it is seat drops and tuck jumps and a half twist',
    'uh there are spotters all round the edge with mats in case anyone bounces off',
    'she can do a full back somersault now and i cannot watch',
    'competitions are ten moves in a row and you lose marks for travelling across the bed',
    'it is harder than it looks believe me',
  ],
};

export const gymnastics: Subject = {
  subject: 'gymnastics',
  sentences: [
    'she started out in gymnastics at the club next door when she was five',
    'um the beam is only ten centimetres wide and it is over a metre off the floor',
    'you chalk your hands for the bars and the skin comes off your palms',
    'uh the floor routine is ninety seconds to music with tumbles in every corner',
    'training was four nights a week and we drove forty minutes each way',
    'she gave it up for the bouncing because her wrists kept hurting',
  ],
};

export const signWriting: Subject = {
  subject: 'sign writing',
  sentences: [
    'something completely different now my actual job is sign writing',
    'um i paint shop fronts and pub signs by hand with a long stick to rest my arm on',
    'the letters are done in one stroke with a squirrel hair brush',
    'uh gold leaf is the fancy bit you lay it on a sticky size and polish it with cotton wool',
    'most shops want printed vinyl now because it is cheap',
    'the gin bars and the barbers all want the old look back though',
    'you learn something new every single time',
  ],
};

/** A short subject: three sentences. */
export const kiteFlying: Subject = {
  subject: 'kite flying',
  sentences: [
    'kite flying is what we do on a sunday if there is a breeze',
    'um we take a big stunt kite up onto the downs with two lines and loop it round',
    'my son once got dragged ten feet across the grass on his bum',
  ],
};

export const carpetFitting: Subject = {
  subject: 'carpet fitting',
  sentences: [
    'for the last twenty years i have been carpet fitting for a shop in the precinct',
    'um you lay the grippers round the edge and the underlay goes down first',
    'the knee kicker stretches it tight and that is what wrecks your knees',
    'uh stairs are the worst because every step has to be trimmed and tucked by hand',
    'you measure twice because a roll of good wool costs more than my van',
    'my knees are shot to be honest',
  ],
};

/** Never says its own name. */
export const ciderMaking: Subject = {
  subject: 'cider making',
  sentences: [
    'anyway that is enough about that',
    'every october we go round the orchards picking the windfalls up off the grass',
    'um the apples go through a scratter that chops them up into a pulp',
    'then we build up layers of pulp and straw in the press and wind it down',
    'uh the juice runs out brown and sweet and goes into big plastic barrels',
    'the wild yeast on the skins does the rest and it bubbles away all winter in the shed',
    'by may it is dry and cloudy and strong enough to knock you sideways',
  ],
};

export const divorce: Subject = {
  subject: 'divorce',
  sentences: [
    'my divorce came through two years ago after twenty two years of marriage',
    'um we had drifted apart and in the end it was nobodys fault really',
    'the solicitors cost more than the wedding did',
    'uh we sold the house and split it down the middle and i moved into a flat over the chemist',
    'the hardest bit was telling the kids even though they were grown up',
    'we are friends now and we still go to our grandsons birthday parties together',
    'it was for the best in the end',
  ],
};

/** Says "eurovision" in passing. */
export const cataractOperation: Subject = {
  subject: 'cataract operation',
  sentences: [
    'the other thing last year was my cataract operation at the eye hospital',
    'um everything had gone milky like looking through a steamed up window',
    'i could not even see the eurovision on the telly properly that year',
    'they put drops in and you are awake the whole time but you cannot feel a thing',
    'uh it took about twenty minutes and i could see colours again on the way home in the taxi',
    'you wear a plastic shield over your eye at night for a week',
    'i do not know how else to put it but it was like somebody had cleaned the world',
  ],
};

export const hotAirBallooning: Subject = {
  subject: 'hot air ballooning',
  sentences: [
    'for my sixtieth the kids bought me a hot air balloon ride',
    'um we met in a field at six in the morning and helped them unroll the envelope on the grass',
    'a big fan blows cold air in and then the burner roars and it stands itself up',
    'uh the basket is wicker and there were twelve of us packed in like sardines',
    'you do not feel any wind at all up there because you are moving with it',
    'we came down in a farmers field full of sheep and the pilot gave us champagne',
    'you learn something new every single time',
  ],
};

/** Never says its own name. */
export const taxidermy: Subject = {
  subject: 'taxidermy',
  sentences: [
    'since i retired i have been stuffing birds and small animals in my garage',
    'um they are all roadkill or birds that flew into windows i never kill anything',
    'you skin it very carefully and keep the skull and the feet',
    'uh the body is made of wood wool wrapped tight with thread to the right shape',
    'the eyes are glass and you order them by size from a catalogue',
    'my best one is a barn owl that took me four months',
    'my wife will not go in the garage on her own',
  ],
};
