import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { TooltipProvider } from '../../ui/tooltip';
import { UploadOptions } from './upload-options';

const disabledOf = (html: string, kind: string) =>
  new RegExp(`data-testid="import-${kind}" aria-disabled="(true|false)"`).exec(html)?.[1];

test('only the cloud sources this server is set up for are offered; the others explain', () => {
  const html = renderToStaticMarkup(
    <TooltipProvider>
      <UploadOptions
        visitor={false}
        onLocal={() => undefined}
        onEditor={() => undefined}
        onCloud={() => undefined}
        enabled={new Set(['gg_drive'])}
      />
    </TooltipProvider>,
  );
  expect(disabledOf(html, 'gg_drive')).toBe('false');
  expect(disabledOf(html, 'dropbox')).toBe('true');
  expect(disabledOf(html, 'frameio')).toBe('true');
});

test('a visitor may press every button (each asks them to sign in)', () => {
  const html = renderToStaticMarkup(
    <UploadOptions visitor onLocal={() => undefined} onEditor={() => undefined} enabled={new Set()} />,
  );
  expect(['gg_drive', 'dropbox', 'frameio', 'youtube'].map((k) => disabledOf(html, k))).toEqual([
    'false',
    'false',
    'false',
    'false',
  ]);
});
