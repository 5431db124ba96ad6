/**
 * The two rough interviews of the unseen-k set (see topic-boundaries.unseen-k.ts). The noisy one:
 * its subjects as a recogniser might hear them, with misheard words and homophones ("ate" years,
 * "use" for ewes, "knight"), split compounds, dropped small words and a filler heard as "a". The
 * disfluent one: a speaker full of false starts and retakes ("we we go", "i could not i mean i
 * could not"), repeated small words, "you know", "like", "sort of" and "i mean" in nearly every
 * sentence. Things said in passing (karate, karaoke, poker, the lottery, the football) are no subject.
 */
import type { Subject } from './speech-timing';

export const noisyTrafficWarden: Subject = {
  subject: 'traffic warden',
  sentences: [
    'for ate years i have been a traffic warden in the town centre',
    'um i walk the same beat every day with the machine that prints the tickets',
    'you give them five minutes grace on the yellow lines and then the ticket goes on',
    'people shout at me and call me all sorts and one man through his coffee at me',
    'a the fine is seventy pounds or thirty five if they pay with in two weeks',
    'the blue badge holders are the worst for arguing about were they can park',
    'it is harder then it looks believe me',
  ],
};

/** Says "poker" and "football" in passing. */
export const noisyBarber: Subject = {
  subject: 'barber',
  sentences: [
    'on my days off i help my cousin who is a barber in a shop by the bus station',
    'um it is all fades now and the young lads want a line shaved in there i brow',
    'you do the back with the clippers and then blend it up with scissors over comb',
    'a hot towel shave with cut throat razor is twenty pounds and it is busy on friday',
    'the lads in the back play poker on a monday when were shut',
    'there is always the football on the telly and every body has an opinion',
    'you learn some thing new every single time',
  ],
};

/** Never says its own name. */
export const noisyMorrisDancing: Subject = {
  subject: 'morris dancing',
  sentences: [
    'every may day we are out side the pub at six in the morning to dance the sun up',
    'um we wear white with ribbons and bells strapped round are shins',
    'there are six of us in to lines and we clash sticks together on the beat',
    'a the melodeon player stands at the end and counts us in',
    'some dances use hankies and you wave them up over your head on the jump',
    'after wards the landlord does bacon rolls and then we dance round the villages',
    'it keeps me sane really',
  ],
};

export const noisyLambing: Subject = {
  subject: 'lambing',
  sentences: [
    'in march i take too weeks off work to help my uncle with the lambing',
    'um the use come in to the shed and we check them every to hours through the knight',
    'most of them manage on there own but some need a hand to pull the lamb out',
    'a if a mother will not take her lamb we rub it with the skin of a dead one',
    'the weak ones go in a box by the ager with a bottle of warm milk',
    'last year we had four hundred lambs and only lost nine',
    'people always ask me how i find the time',
  ],
};

/** Never says its own name; says "lottery" in passing. */
export const noisyLaundrette: Subject = {
  subject: 'laundrette',
  sentences: [
    'anyway that is enough about that',
    'my mum has had the washing machines on the high street since nine teen eighty',
    'um there are twelve washers and six driers and they take pound coins',
    'students come in with a months worth of washing in a bin bag',
    'a a woman told me she once won a tenner on the lottery with the numbers off a drier',
    'mum does service washes for the old people and folds every thing in to squares',
    'on a cold day it is the warmest place in town and people just sit there',
  ],
};

export const hipReplacement: Subject = {
  subject: 'hip replacement',
  sentences: [
    'so i i had my hip replacement in in march after about two years of of waiting',
    'um the pain was like it was sort of there all the time you know even in bed',
    'i could not i mean i could not even get my socks on without my wife helping',
    'they they put you to sleep and and it is all over in like an hour and a half',
    'uh the next morning the physio had me up up on a frame walking to the window',
    'you know you have got to sleep on your back for for six weeks with a a pillow between your knees',
    'now i i can walk the dog round the the park again i mean it is like being forty',
    'i do not know how else to put it',
  ],
};

/** Says "karate" in passing. */
export const dominoes: Subject = {
  subject: 'dominoes',
  sentences: [
    'on a on a thursday we play dominoes down the the red lion',
    'um there is a a league and we go to a different pub every week sort of thing',
    'you you shuffle them face down on the table and everyone takes like seven',
    'my my grandson came in last week still in his karate suit to watch',
    'uh you have to knock on the table if you if you cannot go',
    'the old boys can like count every tile that has gone down i mean they never forget',
    'it keeps me sane really',
  ],
};

/** Never says its own name. */
export const skittles: Subject = {
  subject: 'skittles',
  sentences: [
    'and then we we have the alley out the back which is which is the other team i play for',
    'um there are nine pins set up in a a diamond at the far end',
    'you roll a a big wooden ball sort of underarm and and try to take out the front pin',
    'a lad sits in a in a pit at the end and and stands them up again after every throw',
    'uh three throws each and you you know add up what you knocked down',
    'the alley floor is is like sort of wood and it slopes a bit if you ask me',
    'after the match they put out sandwiches and and sausage rolls for both teams',
  ],
};

/** A short subject: four sentences. */
export const quittingSmoking: Subject = {
  subject: 'quitting smoking',
  sentences: [
    'i i was quitting smoking for like the fifth time in january',
    'um i had the the patches on my arm and the the gum as well you know',
    'the first the first week i was i mean i was horrible to everyone',
    'uh it has been eight months now and i can sort of taste my food again',
  ],
};

/** Says "karaoke" in passing. */
export const tramDriver: Subject = {
  subject: 'tram driver',
  sentences: [
    'for work i i drive a tram in the city centre on on the number two line',
    'um you stand up at the front there is no steering wheel just a a lever for the speed',
    'the the worst bit is people walking out in front of you with with their headphones in',
    'you cannot swerve i mean it is on rails so you just ring the bell and and brake',
    'uh the last one on a saturday is full of people coming out of karaoke singing their heads off',
    'we we do a like a check of the whole thing every morning before the first passengers',
    'it is harder than it looks believe me',
  ],
};
