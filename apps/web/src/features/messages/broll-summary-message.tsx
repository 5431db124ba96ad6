import { BotText } from './bot-text';
import { FileSummaryList } from './file-summary-list';
import type { MessageProps } from './message.props';

/** What Otto logged in each B-roll file. */
export function BrollSummaryMessage({ data, typing, onTyped }: MessageProps<'broll_summary_message'>) {
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      <FileSummaryList summaries={data.fileSummaries} />
    </BotText>
  );
}
