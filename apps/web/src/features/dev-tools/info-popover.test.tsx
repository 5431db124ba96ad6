import type { AuthSessionResponse } from '@otto/shared/api/auth';
import { billingOff } from '@otto/shared/api/billing';
import type { OttoStage } from '@otto/shared/stage';
import type { Source } from '@otto/shared/source';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../auth/auth.queries';
import { InfoPopover, sourceInfo } from './info-popover';

const source: Source = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  projectId: '3f0a4f8e-3b7c-4c39-9a57-5b0d9a6f1c11',
  filename: 'interview.mp4',
  type: 'video',
  importType: 'local',
  state: 'ingesting',
  durationMs: null,
  filesize: 1000,
  originalFileUri: 'file://objects/3f0a/5a1b/original',
  transcodedFileUri: null,
  uploadJobId: 'upload-42',
  uploadProgress: null,
  startIngestTime: null,
  job: { fileId: 'job-file-7', fileUri: 'file://objects/3f0a/5a1b/original' },
  errorType: null,
  errorCode: null,
  stale: false,
  category: 'singlecam',
  cloudFileData: null,
};

function render(stage: OttoStage | null) {
  const queryClient = new QueryClient();
  if (stage)
    queryClient.setQueryData<AuthSessionResponse>(sessionQueryKey, {
      user: null,
      providers: { google: false, local: true },
      stage,
      supportEmail: 'help@studio.example',
      billing: billingOff,
    });
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <InfoPopover label="Developer info for interview.mp4" entries={sourceInfo(source)} />
    </QueryClientProvider>,
  );
}

describe('developer info popovers', () => {
  it('offer a file’s ids in development and staging', () => {
    expect(render('development')).toContain('aria-label="Developer info for interview.mp4"');
    expect(render('staging')).toContain('data-testid="dev-info"');
  });

  it('are hidden in production and before the server has said its stage', () => {
    expect(render('production')).toBe('');
    expect(render(null)).toBe('');
  });

  it('list the file’s id, state, URIs and job ids, leaving out what it does not have', () => {
    const entries = Object.fromEntries(sourceInfo(source));
    expect(entries).toMatchObject({
      'File id': source.id,
      State: 'ingesting',
      'Original URI': 'file://objects/3f0a/5a1b/original',
      'Upload job id': 'upload-42',
      'Ingest job file id': 'job-file-7',
    });
    expect(entries['Transcoded URI']).toBeNull();
  });
});
