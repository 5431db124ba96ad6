/**
 * Subjects of the fast and the slow speaker of the unseen-i set (see topic-boundaries.unseen-i.ts).
 */
import type { Subject } from './speech-timing';

export const scaffolding: Subject = {
  subject: 'scaffolding',
  sentences: [
    'for work i put up scaffolding mostly on houses for roofers and painters',
    'um the tubes are twenty one feet long and you carry them up the ladder on your shoulder',
    'every joint is a fitting you tighten with a spanner on your belt',
    'uh the boards go across the transoms and you need a toe board and two handrails',
    'you are clipped on the whole time with a harness now which never used to happen',
    'a two storey house takes three of us about half a day to scaffold',
    'the first year i nearly gave up more than once',
  ],
};

/** Never says its own name. */
export const roofing: Subject = {
  subject: 'roofing',
  sentences: [
    'the lads i work with do slates and tiles and i help them out when it is quiet',
    'um you strip the old slates off and check the battens underneath for rot',
    'uh each slate gets two copper nails and overlaps the one below by about a third',
    'you know you do not go up there in the wind whatever the customer says',
  ],
};

export const electrician: Subject = {
  subject: 'electrician',
  sentences: [
    'i trained as an electrician first and i still do odd jobs for friends',
    'um most of it is rewiring old houses where the cables are still the rubber ones',
    'you chase a channel in the plaster for every new socket and it makes an awful mess',
    'uh the consumer unit has to be tested and certified before you can sign it off',
    'i have had a few shocks off the mains over the years and you never forget them',
    'an electrician is only as good as their tester so mine goes everywhere with me',
    'my mum still does not really understand what i do',
  ],
};

export const careWorker: Subject = {
  subject: 'care worker',
  sentences: [
    'these days i work as a care worker going round to people in their own homes',
    'um my first call is at seven and i have twelve calls before lunch',
    'you might get fifteen minutes to get someone up washed dressed and their breakfast made',
    'uh i do their tablets from a blister pack and write it all up in the folder by the door',
    'one lady i see is ninety six and she still tells me off for parking on her grass',
    'the care company pays barely above minimum wage and nobody pays you for the miles in between',
    'honestly it is the best thing i have ever done',
  ],
};

/** Never says its own name. */
export const childminding: Subject = {
  subject: 'childminding',
  sentences: [
    'and then i look after four little ones in my own house during the week',
    'um the youngest is ten months and the oldest is at school so i do the school run twice a day',
    'ofsted come and inspect you just like a nursery and go through all your paperwork',
    'uh we do messy play and painting and a walk to the park every morning',
    'the parents pay by the hour and some of them are always late picking up',
    'you pick it up as you go along like anything else',
  ],
};

export const origami: Subject = {
  subject: 'origami',
  sentences: [
    'my neighbours must think i have completely lost the plot',
    'i do origami in the evenings and last year i folded a thousand cranes for a friend',
    'um you start with a square of paper and you never cut it you only fold',
    'uh the japanese paper is thinner and holds a crease much better than printer paper',
  ],
};

export const hospitalPorter: Subject = {
  subject: 'hospital porter',
  sentences: [
    'i have been a hospital porter at the general for nearly thirty years',
    'um we push the beds and the wheelchairs between the wards and x ray and the operating theatres',
    'the pager goes off and you never know if it is a patient or a box of blood samples',
    'uh i reckon i walk about twelve miles a shift up and down those corridors',
    'at night the porters take the bodies down to the mortuary on a covered trolley',
    'you get to know every nurse in the building and half the patients by their first names',
    'my mum still does not really understand what i do',
    'i mean it is not for everybody but i love it',
  ],
};

export const dressmaking: Subject = {
  subject: 'dressmaking',
  sentences: [
    'outside work i do dressmaking on an old singer machine that was my grandmothers',
    'um you pin the paper pattern onto the fabric and cut round it with big heavy shears',
    'everything has to be cut on the grain or the dress hangs wrong',
    'uh i made my daughters prom dress last year out of six metres of green satin',
    'the fitting is the hard part because nobody is the size the pattern says',
    'i i finish the seams on an overlocker so they do not fray in the wash',
    'the first year i nearly gave up more than once',
  ],
};

/** Never says its own name. */
export const upholstery: Subject = {
  subject: 'upholstery',
  sentences: [
    'people bring me old armchairs and i strip them right back to the wooden frame',
    'um you take out hundreds of tacks with a ripping chisel and a mallet',
    'then new webbing goes across the bottom stretched tight and the springs get tied in by hand',
    'uh horsehair and hessian go over the springs before you ever get to the top fabric',
    'a proper wing chair takes me about forty hours and most people are shocked at the price',
    'honestly it is the best thing i have ever done',
  ],
};

export const jigsaws: Subject = {
  subject: 'jigsaws',
  sentences: [
    'in the winter evenings my husband and i do jigsaws on the dining table',
    'um we like the thousand piece ones of old railway posters and seaside towns',
    'you always do the edge first and then sort the rest into trays by colour',
    'uh the sky is the worst bit because every piece looks exactly the same',
    'there is a jigsaw swap at the church where you take one and leave one',
    'we glue the best ones onto a board and hang them in the hall',
  ],
};
