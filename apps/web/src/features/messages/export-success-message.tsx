import { BotText } from './bot-text';
import type { MessageProps } from './message.props';

/** An export finished: the download link sits under Otto's note. */
export function ExportSuccessMessage({ data, typing, onTyped }: MessageProps<'export_success_message'>) {
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      {data.downloadUrl && (
        <a
          href={data.downloadUrl}
          download={data.exportFilename}
          data-testid="export-download"
          className="btn-secondary mt-3"
        >
          Download {data.exportFilename ?? 'file'}
        </a>
      )}
    </BotText>
  );
}
