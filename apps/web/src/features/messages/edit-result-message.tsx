import { chatText } from '@otto/shared/constants';
import { storyDuration, type Story } from '@otto/shared/message';
import { useState } from 'react';
import { useDocument } from '../../store/document.store';
import { TranscriptEditor } from '../edit-text/transcript-editor';
import { ExportMenu } from '../exports/export-menu';
import { EditPlayerView } from '../player/edit-player.view';
import { formatClock } from '../player/player.fns';
import { SegmentList } from '../player/segment-list';
import { TextBlocks } from './text-blocks';
import { FootageError, useStoryPlayer } from '../player/story-player';
import { ThumbsRating } from '../rating/thumbs-rating';
import { RoughCutResult } from '../rough-cut/rough-cut-result';
import { ShareButton } from '../share/share-dialog';
import { SharedExports } from '../share/shared-exports';
import { BotBubble } from './bubbles';
import { useChooseStory } from './edit-result.queries';
import { useReplyTarget } from './reply-target.store';
import type { MessageProps } from './message.props';

/**
 * An edit: the chosen story in the player, its segments (or multicam text blocks), and the options
 * bar. Rough-cut projects show the rough-cut view (strip, chapters, coverage) in the player's place.
 */
export function EditResultMessage({ message, data, readOnly }: MessageProps<'edit_result'>) {
  const stories = data.container.stories;
  const story = stories.find((s) => s.index === data.storyIndex) ?? stories[0];
  const project = useDocument((s) => s.projects[message.projectId]);
  const chooseStory = useChooseStory();
  const setReplyTarget = useReplyTarget((s) => s.set);
  const [editing, setEditing] = useState(false);
  if (!story) return <BotBubble>This edit has no stories.</BotBubble>;

  return (
    <BotBubble wide>
      <div
        data-testid="edit-result"
        data-message-id={message.id}
        className="flex flex-col gap-3"
        onKeyDown={(e) => {
          // E opens and closes the transcript editor from anywhere in the edit (but while typing).
          const target = e.target as HTMLElement;
          if (readOnly || e.key.toLowerCase() !== 'e' || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
          if (target.closest('input, textarea, select, [data-testid="transcript-editor"]')) return;
          e.preventDefault();
          setEditing((v) => !v);
        }}
      >
        {data.prompt && <p className="text-xs text-faint">For “{data.prompt}”</p>}
        {stories.length > 1 && (
          <div role="tablist" aria-label="Stories" className="flex flex-wrap gap-1">
            {stories.map((s) => (
              <button
                key={s.index}
                type="button"
                role="tab"
                data-testid={`story-tab-${s.index}`}
                aria-selected={s.index === story.index}
                disabled={readOnly}
                onClick={() =>
                  s.index !== story.index &&
                  chooseStory.mutate({
                    projectId: message.projectId,
                    messageId: message.id,
                    storyIndex: s.index,
                    previous: story.index,
                  })
                }
                className={`rounded-md px-3 py-1.5 text-xs transition-colors ${s.index === story.index ? 'bg-accent/20 text-ink' : 'text-muted hover:bg-hover'}`}
              >
                {s.title || `Story ${s.index + 1}`}
              </button>
            ))}
          </div>
        )}
        {stories.length <= 1 && story.title && <h3 className="font-medium text-ink">{story.title}</h3>}
        {story.description && <p className="text-muted">{story.description}</p>}
        {project?.mode === 'rough_cut' ? (
          <RoughCutResult key={story.index} projectId={message.projectId} story={story} />
        ) : (
          <StoryPlayer key={story.index} projectId={message.projectId} story={story} />
        )}
        {editing && !readOnly && (
          <TranscriptEditor key={story.index} projectId={message.projectId} messageId={message.id} />
        )}
        {data.exportErrorMessage && (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-xs text-danger">
            {data.exportErrorMessage}
          </p>
        )}
        <div data-testid="edit-options" className="flex flex-wrap items-center gap-3 border-t border-line pt-2">
          <span
            data-testid="edit-duration"
            data-seconds={storyDuration(story).toFixed(3)}
            className="font-mono text-xs text-muted"
            title="Duration"
          >
            {formatClock(storyDuration(story))}
          </span>
          <div className="ml-auto flex items-center gap-2">
            {!readOnly && (
              <button
                type="button"
                data-testid="edit-transcript"
                className={`btn-ghost px-2 py-1 text-xs ${editing ? 'bg-accent/20 text-ink' : ''}`}
                aria-expanded={editing}
                aria-keyshortcuts="E"
                title="Edit transcript (E)"
                onClick={() => setEditing((v) => !v)}
              >
                Edit transcript
              </button>
            )}
            {!readOnly && (
              <button
                type="button"
                data-testid="reply-to-edit"
                className="btn-ghost px-2 py-1 text-xs"
                onClick={() => {
                  setReplyTarget(message.projectId, {
                    messageId: message.id,
                    title: story.title || `Story ${story.index + 1}`,
                  });
                  document.getElementById('chat-input')?.focus();
                }}
              >
                {chatText.reply}
              </button>
            )}
            {!readOnly && <ShareButton projectId={message.projectId} compact />}
            {readOnly && <SharedExports messageId={message.id} storyIndex={story.index} />}
            {project && !readOnly && <ExportMenu project={project} message={{ id: message.id, data }} />}
            <ThumbsRating
              messageId={message.id}
              projectId={message.projectId}
              rate={message.rate}
              container={data.container}
              storyIndex={story.index}
              readOnly={readOnly}
            />
          </div>
        </div>
      </div>
    </BotBubble>
  );
}

function StoryPlayer({ projectId, story }: { projectId: string; story: Story }) {
  const { player, footageFailed, clips } = useStoryPlayer(projectId, story.segments, story.textBlocks);
  return (
    <>
      <EditPlayerView player={player} />
      {footageFailed && <FootageError />}
      {story.textBlocks && story.textBlocks.length > 0 ? (
        <TextBlocks blocks={story.textBlocks} clips={clips} index={player.index} onSeek={player.seek} />
      ) : (
        <SegmentList projectId={projectId} segments={story.segments} index={player.index} onSeek={player.seek} />
      )}
    </>
  );
}

