import { StoryCard } from '../rough-cut/story-card';
import { BotText } from './bot-text';
import { FileSummaryList } from './file-summary-list';
import type { MessageProps } from './message.props';
import { TranscriptList } from './transcript-view';

/**
 * Otto's plain reply; an import-ready reply also shows the transcripts of its sources, and a rough
 * cut's outline comes with its story card to approve.
 */
export function BotMessage({ message, data, typing, onTyped, readOnly }: MessageProps<'bot_message'>) {
  return (
    <BotText text={data.text} typing={typing} onTyped={onTyped}>
      {data.fileSummaries && data.fileSummaries.length > 0 && <FileSummaryList summaries={data.fileSummaries} />}
      {data.transcriptSourceIds && data.transcriptSourceIds.length > 0 && (
        <TranscriptList projectId={message.projectId} sourceIds={data.transcriptSourceIds} />
      )}
      {data.storyCard && (
        <StoryCard projectId={message.projectId} messageId={message.id} card={data.storyCard} readOnly={readOnly} />
      )}
    </BotText>
  );
}
