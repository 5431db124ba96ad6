import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useProduct } from './harness';
import { ui } from './ui';

const mediaFile = new URL('../../shared/media/video/auto-editor_example.mp4', import.meta.url);

const product = useProduct({ TRANSCRIBE_ENGINE: 'pocketsphinx' });

// Loosely typed API answers: the set-up reads a few fields of several response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** API calls with the browser session's cookie, as the web app makes them. */
function apiOf(page: Page) {
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const res = await page.request.fetch(`/api${path}`, { method, data: data as object | undefined });
    const body = (res.headers()['content-type'] ?? '').includes('json') ? ((await res.json()) as Json) : {};
    return { status: res.status(), body };
  };
  return { get: (path: string) => call('GET', path), post: (path: string, data?: unknown) => call('POST', path, data) };
}

/** An imported, transcribed project, set up through the same API calls the import card makes. */
async function importedProject(page: Page): Promise<string> {
  const api = apiOf(page);
  const project = (await api.post('/projects', { mode: 'standard', name: 'Interview' })).body.project as Json;
  const bytes = await readFile(mediaFile);
  const filename = 'auto-editor_example.mp4';
  const created = (
    await api.post(`/projects/${project.id as string}/sources`, { filename, filesize: bytes.length, type: 'video' })
  ).body;
  const fileKey = created.file_key as string;
  const sourceId = (created.source as Json).id as string;
  const upload = (
    await api.post('/uploads/initiate-multipart-upload', {
      bucket: 'ingest',
      file_key: fileKey,
      num_parts: 1,
      content_type: 'video/mp4',
    })
  ).body;
  const part = (upload.parts as Json[])[0]!;
  const put = await page.request.put(part.signed_url as string, {
    data: bytes,
    headers: { 'content-type': 'video/mp4' },
  });
  expect(put.status()).toBe(200);
  const finished = await api.post('/uploads/finish-multipart-upload', {
    upload_id: upload.upload_id,
    bucket: 'ingest',
    file_key: fileKey,
    parts: [{ PartNumber: 1, ETag: put.headers()['etag'] }],
  });
  expect(finished.status).toBe(200);
  await api.post('/projects/start', {
    project_id: project.id,
    type: 'standard',
    files: [{ file_id: sourceId, media_type: 'video' }],
  });
  const ingest = await api.post('/projects/file-ingest', {
    project_id: project.id,
    file_id: sourceId,
    file_uri: finished.body.s3_uri,
    filename,
    media_type: 'video',
  });
  expect(ingest.status).toBe(200);
  // Ingest and transcription run on a shared two-core machine: allow them time, but stop at a failure.
  await expect
    .poll(async () => ((await api.get(`/projects/${project.id as string}`)).body.project as Json).status as string, {
      timeout: 240_000,
      interval: 1000,
    })
    .toMatch(/^(success|failed)$/);
  expect(((await api.get(`/projects/${project.id as string}`)).body.project as Json).status).toBe('success');
  return project.id as string;
}

/** Clicks an entry of the export menu and returns the file the browser downloaded. */
async function exportVia(page: Page, entry: string, section?: string) {
  await page.getByTestId('export-button').first().click();
  await page.getByTestId('export-menu').waitFor();
  if (section) await page.getByTestId(`export-section-${section}`).click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId(entry).click();
  const file = await download;
  // The editor guide (when this format has one) says the XML is ready; "Got it" closes it.
  const gotIt = page.getByTestId('guide-got-it');
  if (await gotIt.isVisible()) {
    await expect.poll(() => page.getByTestId('guide-title').textContent()).toBe('Your XML is ready!');
    await gotIt.click();
  }
  return { name: file.suggestedFilename(), text: async () => (await readFile(await file.path())).toString('utf8') };
}

test('an edit is exported to every editing app and as SRT, each arriving as a download with its file type', async () => {
  const page = await product.newPage();
  const steps = ui(page);
  await steps.open('/');
  await steps.signUp('exporter@example.com', 'correct horse battery');

  // The edit comes from the assistant: without its prompt endpoint there is no edit to export.
  const api = apiOf(page);
  const probe = await api.post('/projects/00000000-0000-4000-8000-000000000000/prompt', {});
  // An existing route refuses the empty body (400); only a missing one answers the API's bare 404.
  // A missing route is a broken product, not a reason to skip: the test fails and says why.
  expect(
    probe.status === 404 && probe.body.message === 'Not found',
    'POST /api/projects/:id/prompt is missing: no edit_result can be made without the assistant',
  ).toBe(false);

  const projectId = await importedProject(page);
  const prompt = await api.post(`/projects/${projectId}/prompt`, { prompt: 'Cut me a short video about bananas' });
  expect(prompt.status).toBeLessThan(300);
  await expect
    .poll(
      async () =>
        ((await api.get(`/projects/${projectId}/messages`)).body.messages as Json[]).some(
          (m) => m.type === 'edit_result',
        ),
      {
        timeout: 120_000,
        interval: 1000,
      },
    )
    .toBe(true);

  await steps.open(`/projects/${projectId}`);
  await page.getByTestId('export-button').first().waitFor({ timeout: 30_000 });

  const premiere = await exportVia(page, 'export-premiere-original');
  expect(premiere.name).toMatch(/^Interview.*\.xml$/);
  // The timeline points at the original upload, by its own name, never at the browser proxy.
  expect(await premiere.text()).toContain('auto-editor_example.mp4');
  // Resolve's imports share their extensions with Premiere's and Final Cut's: the names say which is which.
  const resolveXml = await exportVia(page, 'export-davinci_xml-original');
  expect(resolveXml.name).toMatch(/\(DaVinci Resolve\)\.xml$/);
  expect(resolveXml.name).not.toBe(premiere.name);
  expect((await exportVia(page, 'export-davinci_fcpxml-original')).name).toMatch(/\(DaVinci Resolve\)\.fcpxml$/);
  expect((await exportVia(page, 'export-fcpxml-original')).name).toMatch(/\.fcpxml$/);
  expect((await exportVia(page, 'export-edl-original')).name).toMatch(/\.edl$/);
  // OpenTimelineIO is offered with the editing apps and arrives as OTIO JSON.
  const otio = await exportVia(page, 'export-otio-original');
  expect(otio.name).toMatch(/^Interview.*\.otio$/);
  const timeline = JSON.parse(await otio.text()) as Json;
  expect(timeline.OTIO_SCHEMA).toMatch(/^Timeline\.\d+$/);
  expect((await exportVia(page, 'export-srt-original', 'captions')).name).toMatch(/\.srt$/);

  // The two latest picks now head the menu.
  await page.getByTestId('export-button').first().click();
  await page.getByTestId('export-section-last_used').waitFor();
  expect(await page.getByTestId('export-last-srt-original').textContent()).toContain('SRT Captions');
  expect(await page.getByTestId('export-last-otio-original').count()).toBe(1);
}, 400_000);
