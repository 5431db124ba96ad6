import { useState } from 'react';
import { BotBubble } from './bubbles';
import type { MessageProps } from './message.props';

/** The demo's uncut video, with a menu to switch between the demo's camera videos. */
export function DemoStartMessage({ data }: MessageProps<'demo_start'>) {
  const videos = [
    { videoUrl: data.videoUrl, thumbnailUrl: data.thumbnailUrl, videoName: 'Uncut video' },
    ...(data.multicamVideos ?? []),
  ];
  const [chosen, setChosen] = useState(0);
  const video = videos[chosen] ?? videos[0]!;
  return (
    <BotBubble wide>
      <video
        key={video.videoUrl}
        src={video.videoUrl}
        poster={video.thumbnailUrl}
        controls
        preload="metadata"
        className="aspect-video w-full rounded-md bg-black"
        onError={(e) => console.warn('Demo video error', e.currentTarget.error)}
      />
      {videos.length > 1 && (
        <div role="tablist" aria-label="Demo videos" className="mt-2 flex flex-wrap gap-2">
          {videos.map((v, i) => (
            <button
              key={v.videoUrl}
              type="button"
              role="tab"
              aria-selected={i === chosen}
              onClick={() => setChosen(i)}
              className={`rounded-full border px-3 py-1 text-xs ${i === chosen ? 'border-accent text-ink' : 'border-line text-muted'}`}
            >
              {v.videoName}
            </button>
          ))}
        </div>
      )}
    </BotBubble>
  );
}
