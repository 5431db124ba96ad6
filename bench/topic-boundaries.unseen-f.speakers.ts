/**
 * Subjects of the fast and the slow speaker of the unseen-f set (see topic-boundaries.unseen-f.ts).
 */
import type { Subject } from './speech-timing';

export const vet: Subject = {
  subject: 'vet',
  sentences: [
    'for work i am a vet in a mixed practice out in the country',
    'um mornings are cats and dogs in the surgery and afternoons are out on the farms',
    'calving at two in the morning in a freezing shed is part of the job',
    'you have to tell people when it is time to say goodbye to their dog',
    'uh that part never gets easier however many years you do it',
    'the students who come to us think it is all puppies and kittens',
  ],
};

export const police: Subject = {
  subject: 'police',
  sentences: [
    'i spent twenty two years in the police before i retired',
    'um most of it was response driving round on a shift answering calls',
    'you never know what is behind the door when you knock',
    'the paperwork for one arrest could take the rest of the shift',
    'uh domestic calls on a saturday night were the ones that stayed with you',
    'it took me ages to get the hang of it',
    'my kids still think i know every criminal in town',
  ],
};

export const cricket: Subject = {
  subject: 'cricket',
  sentences: [
    'every summer saturday i turn out for the village second eleven',
    'um i bowl a bit of spin and bat at number nine',
    'a match lasts all afternoon with a break for sandwiches and tea',
    'the pitch gets rolled the night before and we pray it does not rain',
    'uh last season i took five wickets against our old rivals from across the valley',
  ],
};

export const bowls: Subject = {
  subject: 'bowls',
  sentences: [
    'my dad got me into rolling woods down the green at his club',
    'um you aim at the little white jack at the far end',
    'the woods are weighted on one side so they curl in as they slow down',
    'my partner thinks i am mad taking up an old mans game at forty',
  ],
};

export const foraging: Subject = {
  subject: 'foraging',
  sentences: [
    'in the autumn i go into the woods with a basket and a little knife',
    'um ceps and chanterelles grow under the beech trees after rain',
    'you must be completely sure of what you have picked because some will kill you',
    'in late summer the hedges are full of blackberries elderberries and sloes',
    'it took me ages to get the hang of it',
  ],
};

export const jamMaking: Subject = {
  subject: 'jam making',
  sentences: [
    'most of the blackberries end up as jam in big pans on the stove',
    'um you boil the fruit with the same weight of sugar',
    'to test if it is set you put a drop on a cold plate and push it with your finger',
    'uh the jars have to be hot from the oven so they do not crack',
    'my partner thinks i am mad because the cupboards are full of jars we will never eat',
    'i give most of it away at christmas with little labels on the lids',
  ],
};

export const magic: Subject = {
  subject: 'magic',
  sentences: [
    'i have been doing close up card work since my uncle showed me a trick at nine',
    'um you practise every move in front of a mirror a thousand times',
    'the secret is to make people look at your right hand while the left does the work',
    'at parties i walk round the tables and make coins appear behind peoples ears',
    'uh the hardest crowd is children because they watch your hands not your face',
    'i am a member of a club where we share secrets and nobody tells outsiders',
    'it took me ages to get the hang of it',
  ],
};

export const foodBank: Subject = {
  subject: 'food bank',
  sentences: [
    'i also volunteer every tuesday at the church hall handing out parcels',
    'um people give tins and pasta and nappies at the supermarket and we sort it all',
    'each parcel is meant to last a family three days',
    'uh a lot of the people who come in are working and still cannot make ends meet',
    'you learn to make a cup of tea and just listen',
    'it has opened my eyes to what is going on in my own street',
  ],
};

export const ballroom: Subject = {
  subject: 'ballroom dancing',
  sentences: [
    'my wife and i started ballroom lessons for our wedding and never stopped',
    'um the waltz was first and then the foxtrot and the quickstep',
    'the man leads but really she tells me where to go with her hand on my shoulder',
    'we compete in the amateur section in blackpool every year',
    'uh the costumes cost more than our first car did',
    'it took me ages to get the hang of it',
    'the tango is our favourite because you can be as dramatic as you like',
  ],
};

export const boxing: Subject = {
  subject: 'boxing',
  sentences: [
    'on monday nights i go to a boxing gym under the railway arches',
    'um you skip and hit the pads and then spar for three rounds',
    'my partner thinks i am mad getting punched in the face at my age',
    'but i have never been fitter or calmer in my life',
  ],
};
