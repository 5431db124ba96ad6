/**
 * Unseen interviews for topic boundaries (issue 12, round 3): written before round 3's tuning and
 * never looked at while tuning; the bench only reports on them. Unlike the earlier sets they are
 * timed like real speakers: word lengths, gaps between sentences and confidences vary (a seeded
 * random generator, so every run is the same), some subjects change at pauses much shorter than
 * the speaker's sentence gaps (0.2–0.7 s), and some subjects hold long thinking pauses (2–3.5 s)
 * inside them. One interview is real speech from ../shared/media (including the example video's
 * 22 s silence inside one subject), joined by ffmpeg and heard by pocketsphinx.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hearWithPocketsphinx, joinSpeech, type RecordedSubject } from './joined-speech';
import { timeSpeech, type SpokenInterview, type Subject } from './speech-timing';
import { makeTempDir } from '../apps/server/src/transcribe/transcribe.test-support';

const pottery: Subject = {
  subject: 'pottery',
  sentences: [
    'i throw pots on a wheel in a shed at the bottom of our yard',
    'the clay has to be wedged first to push out the air bubbles',
    'um centring the lump on the wheel took me months to learn',
    'you pull the walls up slowly with wet fingers',
    'a bowl dries for a week before the first firing',
    'the kiln reaches twelve hundred degrees and ticks as it cools',
    'glazes look grey and dull until the heat melts them into glass',
    'half my mugs crack or warp but the good ones go to a market stall',
  ],
};

const climbing: Subject = {
  subject: 'climbing',
  sentences: [
    'my brother got me into climbing at an indoor wall in the city',
    'you tie into the rope with a figure of eight knot and your partner belays',
    'chalk keeps your fingers dry on the small holds',
    'outside on real rock the routes are graded by the hardest move',
    'uh the first time i fell the rope caught me after a metre and i laughed',
    'we clip the rope into bolts drilled into the cliff every few metres',
    'in the alps we climbed a ridge to a summit at four thousand metres',
    'a helmet saved my head when a loose stone came down the gully',
    'strong forearms matter less than good footwork and a calm mind',
    'we always check the harness and the knot before leaving the ground',
  ],
};

const polling: Subject = {
  subject: 'polling',
  sentences: [
    'on polling day i work as a clerk at the primary school',
    'voters give their name and address and we cross them off the register',
    'each person takes a ballot paper into a booth and marks one box with a pencil',
    'the ballot box is sealed in the morning and nobody opens it until the count',
    'at ten at night the boxes go to the town hall',
    'um counting the votes by hand takes until about three in the morning',
    'the candidates stand on a stage while the returning officer reads the results',
    'a recount happens when the margin is only a handful of votes',
  ],
};

const puppy: Subject = {
  subject: 'puppy',
  sentences: [
    'we adopted a puppy from a shelter last winter',
    'she chews every shoe and barks at the postman',
    'the vet says a spaniel needs two long walks a day',
    'now she sits and waits at the kerb before we cross',
  ],
};

const woodwork: Subject = {
  subject: 'woodwork',
  sentences: [
    'in my workshop i build chairs and tables from oak and ash',
    'a sharp chisel cuts a clean joint and a blunt one tears the grain',
    'i cut the dovetails with a fine saw and pare them to the line',
    'the timber must dry for a year or the boards twist and split',
    'glue and clamps hold the frame while it sets overnight',
    'uh you plane the top until a shaving comes off as thin as paper',
    'linseed oil brings out the colour of the wood',
    'a carpenter measures twice and cuts once',
    'my grandfather left me his saws and a wooden plane with his initials',
    'the first stool i made still wobbles but we use it every day',
  ],
};

const swimming: Subject = {
  subject: 'swimming',
  sentences: [
    'i swim forty lengths before work at the public pool',
    'the lanes are split into slow medium and fast',
    'front crawl is about breathing every third stroke and rolling the body',
    'um my coach says i kick too much and waste energy',
    'in summer we swim in the lake when the water is warm enough',
    'goggles fog up unless you rinse them in cold water',
    'last year i swam a mile across the bay for charity',
    'the lifeguard blows a whistle when the children run on the wet tiles',
    'after a long swim i am hungry for the rest of the day',
  ],
};

const vineyard: Subject = {
  subject: 'vineyard',
  sentences: [
    'my uncle grows grapes on a steep hillside above the river',
    'the vines are pruned in winter and tied to wires in spring',
    'the harvest in september is done by hand with small knives',
    'we crush the grapes and the juice ferments in steel tanks',
    'uh red wine gets its colour from the skins left in the juice',
    'the barrels in the cellar are',
    'the barrels in the cellar are made of french oak',
    'a dry summer makes fewer grapes but stronger flavours',
    'he sells most of the bottles to restaurants in the valley',
    'tasting a young wine from the barrel is like tasting sour fruit',
  ],
};

const storm: Subject = {
  subject: 'storm',
  sentences: [
    'the forecast warned of a storm coming in from the west',
    'by the afternoon the sky turned dark and the wind picked up',
    'thunder rolled over the hills and lightning hit a tree in the park',
    'the rain came down so hard the drains could not cope',
    'um our street flooded up to the doorsteps within an hour',
    'the power went out and we lit candles in the kitchen',
    'in the morning branches and tiles lay all over the road',
    'the weather office said it was the wettest day in fifty years',
  ],
};

const cycling: Subject = {
  subject: 'cycling',
  sentences: [
    'i ride to work every day along the canal path',
    'my bike has eleven gears and a steel frame',
    'uh a puncture on a wet morning is the worst start to the day',
    'i carry a pump a spare tube and two tyre levers',
    'the saddle height matters more than people think for your knees',
    'on sundays our club rides eighty kilometres into the hills',
    'climbing a long hill in a low gear you just keep turning the pedals',
    'the descent is fast and you brake before the corners not in them',
    'a chain needs oil every few weeks or it squeaks and wears out',
    'riding in the rain is fine if your mudguards are good',
  ],
};

/** Authored interviews timed as five different speakers. */
export const authoredUnseen: SpokenInterview[] = [
  timeSpeech(
    'pottery/climbing/polling/puppy/swimming, changes 0.4/0.2/0.7/0.5 s, thinking 2.5 s',
    [
      { subject: pottery, pauseAfter: 0.4 },
      { subject: climbing, pauseAfter: 0.2 },
      { subject: polling, pauseAfter: 0.7 },
      { subject: puppy, pauseAfter: 0.5 },
      { subject: swimming, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.05, sentenceGap: [0.5, 1.2], thinking: { climbing: 2.5, polling: 2.5 }, seed: 11 },
  ),
  timeSpeech(
    'woodwork/pottery/vineyard/storm, changes 0.6/0.3/2.8 s, thinking 3 s',
    [
      { subject: woodwork, pauseAfter: 0.6 },
      { subject: pottery, pauseAfter: 0.3 },
      { subject: vineyard, pauseAfter: 2.8 },
      { subject: storm, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.055, sentenceGap: [0.4, 1.1], thinking: { woodwork: 3, storm: 2.2 }, seed: 23 },
  ),
  timeSpeech(
    'cycling/climbing/swimming/puppy/vineyard, changes 0.5/0.9/0.3/0.6 s, thinking 2.2 s',
    [
      { subject: cycling, pauseAfter: 0.5 },
      { subject: climbing, pauseAfter: 0.9 },
      { subject: swimming, pauseAfter: 0.3 },
      { subject: puppy, pauseAfter: 0.6 },
      { subject: vineyard, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.045, sentenceGap: [0.6, 1.3], thinking: { cycling: 2.2, swimming: 2.2 }, seed: 37 },
  ),
  timeSpeech(
    'slow speaker: storm/polling/woodwork/cycling, changes 2.5/0.4/0.8 s, thinking 3.5 s',
    [
      { subject: storm, pauseAfter: 2.5 },
      { subject: polling, pauseAfter: 0.4 },
      { subject: woodwork, pauseAfter: 0.8 },
      { subject: cycling, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.065, sentenceGap: [0.8, 1.6], thinking: { polling: 3.5, cycling: 3.5 }, seed: 41 },
  ),
  timeSpeech(
    'fast speaker: puppy/vineyard/pottery/swimming/storm/polling, changes 0.2 s',
    [
      { subject: puppy, pauseAfter: 0.2 },
      { subject: vineyard, pauseAfter: 0.2 },
      { subject: pottery, pauseAfter: 0.2 },
      { subject: swimming, pauseAfter: 0.2 },
      { subject: storm, pauseAfter: 0.2 },
      { subject: polling, pauseAfter: 0 },
    ],
    { secondsPerLetter: 0.04, sentenceGap: [0.2, 0.6], thinking: { vineyard: 2, storm: 2 }, seed: 53 },
  ),
];

/** Real speech: files joined in this order with these pauses (0.35 s between the files of one subject). */
const recorded: RecordedSubject[] = [
  // Says "when the time reaches forty seconds i will say banana", then 22 s of silence, then "banana".
  { subject: 'example video', files: ['video/auto-editor_example.mp4'], pauseAfter: 0.3 },
  {
    subject: 'dashwood',
    files: ['0870', '0880', '0890', '0920', '0930'].map(
      (n) => `speech/pocketsphinx-testdata/sense_and_sensibility_01_austen_64kb-${n}.wav`,
    ),
    pauseAfter: 0.3,
  },
  {
    subject: 'dinner',
    files: ['speech/librispeech/1089-134686-0000.flac', 'speech/librispeech/1089-134686-0001.flac'],
    pauseAfter: 2.5,
  },
  {
    subject: 'directions',
    files: ['speech/pocketsphinx-testdata/goforward.wav', 'speech/pocketsphinx-testdata/something.wav'],
    pauseAfter: 0.6,
  },
  { subject: 'country', files: ['speech/jfk/jfk.wav'], pauseAfter: 0.4 },
  { subject: 'narrator', files: ['speech/librispeech/2412-153948-0000.flac'], pauseAfter: 0 },
];

const cacheFile = join(tmpdir(), 'otto-analyse-cache', 'topic-boundaries-unseen-recorded.json');

/** The recorded interview heard by pocketsphinx; decoded once per machine, then read from the cache. */
export async function recordedUnseen(): Promise<SpokenInterview> {
  const name = 'recorded (pocketsphinx): example video/dashwood/dinner/directions/country/narrator';
  try {
    return { name, ...(JSON.parse(await readFile(cacheFile, 'utf8')) as Omit<SpokenInterview, 'name'>) };
  } catch {
    // not decoded yet
  }
  const tmp = await makeTempDir('otto-topics-unseen-');
  try {
    const joined = await joinSpeech(recorded, tmp.dir, { fileGapSec: 0.35 });
    const words = await hearWithPocketsphinx(joined.wav);
    // A true subject starts where its first heard word does (the files may open with silence).
    const heardParts = joined.spans.map((p) => {
      const first = words.find((w) => w.start >= p.start - 0.2 && w.start < p.end);
      return { ...p, start: first?.start ?? p.start };
    });
    await mkdir(join(tmpdir(), 'otto-analyse-cache'), { recursive: true });
    await writeFile(cacheFile, JSON.stringify({ words, parts: heardParts }));
    return { name, words, parts: heardParts };
  } finally {
    await tmp.cleanup();
  }
}
