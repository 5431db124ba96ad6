import { BotText } from './bot-text';
import { FileSummaryList } from './file-summary-list';
import type { MessageProps } from './message.props';

/** What Otto found in each A-roll (interview) file. */
export function ArollSummaryMessage({ data, typing, onTyped }: MessageProps<'aroll_summary_message'>) {
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      <FileSummaryList summaries={data.fileSummaries} />
    </BotText>
  );
}
