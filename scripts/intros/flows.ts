/**
 * What each intro video shows: a short real session in Otto, driven like the e2e tests drive it, with
 * the captions a viewer reads. One flow for the welcome, one per card of the mode picker.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { introForCard, type IntroName } from '@otto/shared/intros';
import type { PickerCard } from '@otto/shared/picker-cards';
import type { Locator, Page } from 'playwright-core';
import { importUi, projectStatus } from '../../e2e/ui';
import type { Screencast } from './screencast';

export interface FlowContext {
  page: Page;
  rec: Screencast;
  /** A file of the shared test media, by its path under ../shared/media. */
  media(path: string): string;
  /** A scratch folder for files the flow writes (a script to import). */
  scratch: string;
}

export interface IntroFlow {
  /** The file name under apps/web/public/intros/. */
  name: IntroName;
  title: string;
  run(ctx: FlowContext): Promise<void>;
}

const clip = 'video/auto-editor_example.mp4';

/** Polls until `check` holds; the product's waits are seconds to minutes long on a busy machine. */
async function until(page: Page, what: string, check: () => Promise<boolean>, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await page.waitForTimeout(500);
  }
}

/** Moves the (drawn) pointer to the element in visible steps, then clicks it. */
async function click(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (box) await glide(page, box.x + box.width / 2, box.y + box.height / 2);
  await target.click();
}

let pointer = { x: 600, y: 400 };
async function glide(page: Page, x: number, y: number): Promise<void> {
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(pointer.x + ((x - pointer.x) * i) / steps, pointer.y + ((y - pointer.y) * i) / steps);
    await page.waitForTimeout(18);
  }
  pointer = { x, y };
}

/** Types as a person does, so the prompt appears letter by letter. */
async function type(page: Page, target: Locator, text: string): Promise<void> {
  await click(page, target);
  await target.pressSequentially(text, { delay: 25 });
}

/** A pause for the viewer to read what just appeared. */
const hold = (page: Page, ms = 1200) => page.waitForTimeout(ms);

const projectIdOf = (page: Page) => /\/projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;

/** New project → the picker → a card → Next, at a viewer's pace. */
async function pickMode(ctx: FlowContext, mode: string): Promise<string> {
  const { page } = ctx;
  await click(page, page.getByTestId('new-project'));
  await page.getByTestId('mode-picker').waitFor();
  await hold(page, 800);
  await click(page, page.getByTestId(`mode-card-${mode}`));
  await hold(page, 1200);
  await click(page, page.getByTestId('mode-next'));
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await page.getByTestId('chat-page').waitFor();
  await hold(page, 600);
  return projectIdOf(page);
}

/** Chooses files on the import card, starts the import and fast-forwards until the project is ready. */
async function importAndWait(ctx: FlowContext, projectId: string, ...files: string[]): Promise<void> {
  const { page, rec } = ctx;
  await importUi(page).chooseFiles(...files);
  await hold(page, 900);
  await click(page, page.getByTestId('import-start'));
  await hold(page, 1200);
  await rec.fastForward(() =>
    until(page, 'the import', async () => (await projectStatus(page, projectId)) === 'success'),
  );
  await hold(page, 1000);
}

/** Sends a prompt and fast-forwards until its edit arrives. */
async function prompt(ctx: FlowContext, text: string, arrived: Locator): Promise<void> {
  const { page, rec } = ctx;
  const input = page.getByTestId('chat-input');
  await rec.fastForward(() => until(page, 'the chat bar', () => input.isEnabled()));
  await type(page, input, text);
  await page.keyboard.press('Enter');
  await hold(page, 700);
  await rec.fastForward(() => arrived.waitFor({ timeout: 240_000 }));
  await arrived.scrollIntoViewIfNeeded();
  await hold(page, 1200);
}

/** Plays the edit for a moment. */
async function playBriefly(ctx: FlowContext, edit: Locator): Promise<void> {
  const { page } = ctx;
  const play = edit.getByTestId('player-play');
  if (!(await play.count())) return hold(page, 1500);
  await click(page, play.first());
  await hold(page, 2000);
  await click(page, play.first());
}

/** Opens the (last) export menu and leaves it open for the viewer to read. */
async function openExportMenu(ctx: FlowContext): Promise<void> {
  const { page } = ctx;
  await click(page, page.getByTestId('export-button').last());
  await page.getByTestId('export-menu').waitFor();
  await hold(page, 2200);
}

/** A chat-style edit: import, ask, watch, export. */
function chatFlow(mode: string, ask: string, captions: { pick: string; ask: string; watch: string; export: string }) {
  return async (ctx: FlowContext) => {
    const { page, rec } = ctx;
    rec.caption(captions.pick);
    const projectId = await pickMode(ctx, mode);
    rec.caption('Add your footage: Otto uploads and transcribes it');
    await importAndWait(ctx, projectId, ctx.media(clip));
    rec.caption(captions.ask);
    const edit = page.getByTestId('edit-result').last();
    await prompt(ctx, ask, edit);
    rec.caption(captions.watch);
    await playBriefly(ctx, edit);
    rec.caption(captions.export);
    await openExportMenu(ctx);
  };
}

export const welcomeFlow: IntroFlow = {
  name: 'welcome',
  title: 'Welcome to Otto: from footage to an edit in three steps',
  run: async (ctx) => {
    const { page, rec } = ctx;
    rec.caption('Welcome to Otto, your editing assistant');
    await hold(page, 2000);
    await chatFlow('social_media', 'Make me a 20-second clip about bananas', {
      pick: 'Start a project and pick the kind of edit',
      ask: 'Ask for the edit you want, in plain words',
      watch: 'Otto cuts it from the transcript: watch it right away',
      export: 'Export to Premiere, Resolve, Final Cut or MP4',
    })(ctx);
  },
};

/** One flow per mode-picker card (by card id); the build fails if a card has none. */
export const modeFlows: Record<PickerCard['id'], IntroFlow> = {
  multi_language: {
    name: introForCard.multi_language,
    title: 'How the ChatGPT-style mode works',
    run: chatFlow('multi_language', 'Cut me a short video about bananas', {
      pick: 'Multi-language: ask for any edit, like in ChatGPT',
      ask: 'Describe the edit you want',
      watch: 'Your edit, cut from the transcript',
      export: 'Take it to your editor, or export MP4, SRT or Word',
    }),
  },
  social_media: {
    name: introForCard.social_media,
    title: 'How social clips work',
    run: chatFlow('social_media', 'Make me a 15-second clip', {
      pick: 'Social clips: short videos from long talks',
      ask: 'Ask for a clip of the length you need',
      watch: 'The clip plays at once, captions included',
      export: 'Export it vertical for Reels, Shorts and TikTok',
    }),
  },
  podcast: {
    name: introForCard.podcast,
    title: 'How podcast edits work',
    run: async (ctx) => {
      const { page, rec } = ctx;
      rec.caption('Podcast multicam: cameras plus your main audio');
      await pickMode(ctx, 'podcast');
      const view = page.getByTestId('multicam-import');
      await view.waitFor();
      rec.caption('Add each camera and the main audio track');
      await view
        .getByTestId('multicam-input-camera')
        .setInputFiles([ctx.media('multicam/camA.mp4'), ctx.media('multicam/camB.mp4')]);
      await view.getByTestId('multicam-slot-camera-2').getByText('camB.mp4').waitFor();
      await hold(page, 900);
      await view.getByTestId('multicam-input-main-audio').setInputFiles(ctx.media('multicam/main_audio.wav'));
      const audio = view.getByRole('radio', { name: /Use Main audio \(main_audio\.wav\) as the main audio/ });
      await audio.waitFor();
      await click(page, audio);
      await hold(page, 1200);
      await click(page, view.getByTestId('multicam-import-start'));
      rec.caption('Otto syncs the cameras and analyses who speaks');
      await hold(page, 1200);
      await rec.fastForward(() => view.getByText('Ready to edit').waitFor({ timeout: 300_000 }));
      await hold(page, 1000);
      rec.caption('Ask for the edit: it cuts to whoever is speaking');
      const edit = page.getByTestId('edit-result').last();
      await prompt(ctx, 'Make a podcast edit', edit);
      await playBriefly(ctx, edit);
      rec.caption('Export a multicam timeline for your editor');
      await openExportMenu(ctx);
    },
  },
  rough_cut: {
    name: introForCard.rough_cut,
    title: 'How rough cuts work',
    run: async (ctx) => {
      const { page, rec } = ctx;
      rec.caption('Rough cut: hours of footage into a story');
      const projectId = await pickMode(ctx, 'rough_cut');
      rec.caption('Add your interviews and footage');
      await importAndWait(ctx, projectId, ctx.media(clip));
      rec.caption('Ask for a rough cut: Otto outlines the story first');
      const card = page.getByTestId('story-card').last();
      await prompt(ctx, 'Rough cut of 1 minute', card);
      rec.caption('Approve the outline, and the cut follows its chapters');
      await click(page, card.getByTestId('story-card-approve'));
      const edit = page.getByTestId('edit-result').last();
      await rec.fastForward(() => edit.waitFor({ timeout: 240_000 }));
      await edit.scrollIntoViewIfNeeded();
      await hold(page, 1200);
      rec.caption('Open it, chapter markers included, in your editor');
      await openExportMenu(ctx);
    },
  },
  a_b_roll: {
    name: introForCard.a_b_roll,
    title: 'How A-roll and B-roll logging works',
    run: async (ctx) => {
      const { page, rec } = ctx;
      rec.caption('A-roll and B-roll logging: your footage, organised');
      const projectId = await pickMode(ctx, 'a_roll');
      rec.caption('Add interviews (A-roll) or cutaways (B-roll)');
      await importAndWait(ctx, projectId, ctx.media(clip));
      rec.caption('Otto logs the usable sound bites of every file');
      const log = page.getByTestId('aroll-log').last();
      await rec.fastForward(() => log.waitFor({ timeout: 120_000 }));
      await log.scrollIntoViewIfNeeded();
      await hold(page, 2500);
      rec.caption('Export them as bins for Premiere, Final Cut or Resolve');
      await openExportMenu(ctx);
    },
  },
  scripted_story: {
    name: introForCard.scripted_story,
    title: 'How scripted stories work',
    run: async (ctx) => {
      const { page, rec } = ctx;
      const script = join(ctx.scratch, 'script.txt');
      await writeFile(
        script,
        [
          'Hello, this is an example video for your convenience and pleasure.',
          'When the time reaches forty seconds, I will say banana.',
        ].join('\n'),
      );
      rec.caption('Scripted Story: match your takes to the script');
      const projectId = await pickMode(ctx, 'scripted_story');
      rec.caption('Add your takes together with the script');
      await importAndWait(ctx, projectId, ctx.media(clip), script);
      rec.caption('Otto finds each line in the footage, in script order');
      const story = page.getByTestId('scripted-story').last();
      await rec.fastForward(() => story.waitFor({ timeout: 120_000 }));
      await story.scrollIntoViewIfNeeded();
      await hold(page, 2500);
      rec.caption('Export the assembly to your editor');
      await openExportMenu(ctx);
    },
  },
};
