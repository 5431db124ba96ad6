/**
 * The noisy interview of the unseen-f set (see topic-boundaries.unseen-f.ts): its subjects as a
 * recogniser might hear them, with misheard words, dropped small words and wrong homophones.
 */
import type { Subject } from './speech-timing';

export const noisyTennis: Subject = {
  subject: 'tennis',
  sentences: [
    'my partner thinks i and mad but it keeps me sane',
    'i play tennis three mornings week at the club by the park',
    'um the serve is the hardest shot because you through the ball up and hit it at full stretch',
    'on clay the bull bounces higher and slower than grass',
    'i play doubles mostly because my knees do not like running anymore',
    'uh our team one the county league for the over fifties last summer',
  ],
};

export const noisyBadminton: Subject = {
  subject: 'badminton',
  sentences: [
    'on wednesday nights i also play bad mint in in the sports hall at the school',
    'the shuttle cock is so light that it just dies in the air if you do not hit it hard',
    'um a smash from back of the court is the best feeling in the game',
    'the nut is much higher than you think when your standing right under it',
  ],
};

export const noisyMetalDetecting: Subject = {
  subject: 'metal detecting',
  sentences: [
    'i walk the ploughed fields with the machine and headphones most sundays',
    'um it beeps at everything ring pulls nails and bits of old tractor',
    'you need the farmers permission before you put a spade in the ground',
    'a deep low tone usually means something round like coin',
    'my best fine was a roman silver coin with an emperors head on it',
    'uh anything older than three hundred years has to be reported to the fines officer',
    'it took me ages to get the hang off it',
  ],
};

export const noisyButcher: Subject = {
  subject: 'butcher',
  sentences: [
    'for work i run the meet counter in farm shop out on the main road',
    'um a whole side of beef comes in on hook and i brake it down with a saw and knives',
    'the sirloin and the rib eye go in the window and the rest goes into mince',
    'sausages are made on thursday with pork shoulder rusk and are own seasoning',
    'uh you keep your knives sharp because a blunt one is the one that cuts you',
    'at christmas the queue for turkeys goes right out the door and down the lane',
  ],
};

export const noisyYoga: Subject = {
  subject: 'yoga',
  sentences: [
    'three times week i go to a yoga class in the village whole',
    'um you hold each pose and breath slowly in through you nose',
    'my partner thinks i am mad but my back has never felt better',
    'the teacher walks round and moves your hips and inch and suddenly it all works',
  ],
};
