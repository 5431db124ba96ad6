/**
 * Subjects of the interviewer interview, the fast speaker and the slow speaker of the unseen-j set
 * (see topic-boundaries.unseen-j.ts). In the interviewer interview a second voice asks a short
 * question at most subject changes, in the same word stream with no speaker labels: the question
 * is the first sentence of the subject it opens, and one follow-up question ("and how long does
 * that take") sits in the middle of a subject and is no change.
 */
import type { Subject } from './speech-timing';

export const marketStall: Subject = {
  subject: 'market stall',
  sentences: [
    'so what do you do for a living',
    'i run a market stall selling fruit and veg on tuesdays fridays and saturdays',
    'um i am up at half three to get to the wholesale market before the good stuff goes',
    'the stall is a metal frame with a striped roof and it takes forty minutes to set up',
    'uh you shout the prices out like a bowl of tomatoes for a pound',
    'in january your fingers go numb and you take about half what you do in summer',
    'the pitch fee for the market stall is sixty pounds a week to the council',
    'it keeps me sane really',
  ],
};

/** Never says its own name. */
export const carBootSale: Subject = {
  subject: 'car boot sale',
  sentences: [
    'on sunday mornings i go to a field outside the village with a pasting table',
    'um you pay ten pounds for a pitch and the dealers come round with torches before you have unpacked',
    'i buy old toys and records at house clearances and sell them on for a bit more',
    'uh everyone haggles so you ask for three pounds knowing you will get two',
    'last summer i found a boxed train set for a fiver and it went online for two hundred',
    'people always ask me how i find the time',
  ],
};

export const callCentre: Subject = {
  subject: 'call centre',
  sentences: [
    'and you work nights as well is that right',
    'yes three nights a week i do the night shift at a call centre for a breakdown company',
    'um the shift starts at ten and finishes at six in the morning',
    'people ring in because you know their car has broken down on the motorway in the dark',
    'uh you take their location from the little blue signs and send a patrol out',
    'at about three in the morning the calls dry up and we eat toast in the break room',
    'my headset leaves a dent in my hair that does not go away until lunchtime',
    'to be honest i never thought i would end up doing it',
  ],
};

/** An interviewer's follow-up question sits in the middle: it is no change of subject. */
export const lifeboatCrew: Subject = {
  subject: 'lifeboat crew',
  sentences: [
    'and how did you end up on the lifeboat',
    'i have been on the lifeboat crew at our station for nine years as a volunteer',
    'um when the pager goes off i drop whatever i am doing and run to the station',
    'and how long does that take',
    'about four minutes from my house and the boat has to launch within ten',
    'uh we get everything from fishermen with engine trouble to dogs stuck on the rocks',
    'training is every monday night whatever the weather',
    'the worst shout i had was a kayaker in the water for two hours in november',
    'you learn something new every single time',
  ],
};

export const stockCarRacing: Subject = {
  subject: 'stock car racing',
  sentences: [
    'to be honest i never thought i would end up doing it',
    'outside work i do stock car racing at the oval every other saturday',
    'um my car is an old ford with the windows out and a cage welded inside',
    'you are allowed to shunt the one in front out of the way on the bends',
    'uh a race is fifteen laps of a shale track and the dust gets everywhere',
    'my son is in my pit crew and he changes the tyres between heats',
    'it is harder than it looks believe me',
  ],
};

export const teaRoom: Subject = {
  subject: 'tea room',
  sentences: [
    'and what about your wife what does she do',
    'she runs a tea room in the old post office on the village green',
    'um she bakes six cakes every morning and the lemon drizzle sells out by noon',
    'a pot of tea and a scone with jam and clotted cream is six pounds fifty',
    'uh the walkers and the cyclists come in at weekends and leave mud all over the floor',
    'i help out on sundays washing up in the back',
    'she says the tea room will see her out',
  ],
};

export const schoolCook: Subject = {
  subject: 'school cook',
  sentences: [
    'for work i am the school cook at the primary round the corner',
    'um we do two hundred and forty dinners a day in a kitchen the size of my lounge',
    'the menu goes round every three weeks and fish fingers on friday never changes',
    'uh the dinner ladies start at ten peeling potatoes and i do the puddings',
    'you have to know every child with an allergy and their photos are up on the fridge',
    'chocolate sponge with pink custard is the one they all go mad for',
    'it is harder than it looks believe me',
  ],
};

/** Never says its own name. */
export const lollipopLady: Subject = {
  subject: 'lollipop lady',
  sentences: [
    'then at quarter past three i put on a long white coat and go out to the crossing',
    'um i hold up a big round sign that says stop children and step out into the road',
    'the cars have to stop by law but some of them still come flying round the bend',
    'uh i know every child by name and most of the dogs that come to meet them',
    'in the rain i am out there for forty minutes and my hat drips down my neck',
    'it keeps me sane really',
  ],
};

export const jobInterview: Subject = {
  subject: 'job interview',
  sentences: [
    'last month i had my first job interview in twenty years for head cook at the high school',
    'um i bought a new blouse and ironed it twice the night before',
    'there were three of them behind a table with a jug of water and a list of questions',
    'uh they asked me about a time i had dealt with a difficult colleague and my mind went blank',
    'then i had to cook a two course lunch for fifty with a budget of eighty pounds',
    'they rang the next morning at nine and i got it',
    'to be honest i never thought i would end up doing it',
  ],
};

/** Never says its own name. */
export const magistrate: Subject = {
  subject: 'magistrate',
  sentences: [
    'outside work i sit on the bench at the local court one day a fortnight',
    'um there are three of us and a legal adviser who sits in front and keeps us right',
    'i mean most cases are speeding and shoplifting and people who have not paid their tv licence',
    'uh we go out to a little retiring room to decide and then come back and read it out',
    'it is unpaid but they pay your bus fare and your lunch',
    'people always ask me how i find the time',
  ],
};

export const pantomime: Subject = {
  subject: 'pantomime',
  sentences: [
    'you learn something new every single time',
    'every christmas i am in the pantomime at the village hall and this year it is cinderella',
    'um i play one of the ugly sisters in a ginger wig and a dress made of curtains',
    'the kids shout he is behind you every single night and it never gets old',
    'uh rehearsals start in october on tuesday and thursday evenings',
    'we do six nights and the sunday matinee always sells out first',
  ],
};

export const scrabble: Subject = {
  subject: 'scrabble',
  sentences: [
    'on sunday afternoons i play scrabble with my dad at his kitchen table',
    'um he keeps a little black book of all the two letter words',
    'my best ever score was a seven letter word on a triple for a hundred and twelve points',
    'uh he still wins about three games out of four',
  ],
};

export const redundancy: Subject = {
  subject: 'redundancy',
  sentences: [
    'i worked at the biscuit factory for twenty six years until they closed it down',
    'um we got called into the canteen on a monday and told it was shutting in march',
    'four hundred of us were made redundant in one go',
    'uh my redundancy came to a years wages and i paid off the mortgage with most of it',
    'you know for six months i sent off applications and never heard a thing back',
    'the job centre sent me on a forklift course and that helped in the end',
    'my sister says i should have left there years before',
  ],
};

export const bedAndBreakfast: Subject = {
  subject: 'bed and breakfast',
  sentences: [
    'with what was left we opened a bed and breakfast in a big old house by the harbour',
    'um there are four double rooms and one family room up in the attic',
    'i do the full english from half seven to nine and my wife does the rooms',
    'uh the sausages come from the butcher in the village and the eggs from next door',
    'we get walkers in spring and families in august and nobody at all in january',
    'one bad review online keeps me awake for a week',
    'it keeps me sane really',
  ],
};

/** Never says its own name. */
export const christmasTrees: Subject = {
  subject: 'christmas trees',
  sentences: [
    'we also rent eight acres up the hill where we grow nordmann firs',
    'um they take about nine years to get to six feet tall',
    'every spring we put in two thousand little ones about the size of a pencil',
    'uh in december people come up with their kids and choose one in the field',
    'we cut it with a bow saw and put it through the the funnel that wraps it in netting',
    'people always ask me how i find the time',
  ],
};

export const twins: Subject = {
  subject: 'twins',
  sentences: [
    'when i was younger we had twins and neither of us had a clue what we were doing',
    'um they were born five weeks early and spent ten days in special care',
    'for the first year we fed them every three hours day and night',
    'uh people still ask if the twins are identical and they are a boy and a girl',
    'they are twenty now and both at university in different cities',
    'the house is very quiet without them',
  ],
};
