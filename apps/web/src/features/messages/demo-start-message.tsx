import { useEffect, useState } from 'react';
import { getSignedUrl } from '../../api/signed-urls';
import { isObjectUri } from '../demo/demo-picker.fns';
import { useSharedMedia } from '../player/shared-media.context';
import { BotBubble } from './bubbles';
import type { MessageProps } from './message.props';

/**
 * A stored media reference (s3://…) signed for playing; a plain URL as it is. Empty while it is being
 * signed. In a shared chat the share brought it signed for its visitors (who may not sign it themselves).
 */
function usePlayableUrl(url: string): string {
  const shared = useSharedMedia();
  const [signed, setSigned] = useState<{ from: string; url: string } | null>(null);
  useEffect(() => {
    if (shared || !url || !isObjectUri(url)) return;
    let live = true;
    getSignedUrl(url).then(
      (u) => live && setSigned({ from: url, url: u }),
      (err: unknown) => console.warn('Demo video could not be signed', err),
    );
    return () => {
      live = false;
    };
  }, [url, shared]);
  if (!isObjectUri(url)) return url;
  if (shared) return shared.objects[url] ?? '';
  return signed?.from === url ? signed.url : '';
}

/** The demo's uncut video, with a menu to switch between the demo's camera videos. */
export function DemoStartMessage({ data }: MessageProps<'demo_start'>) {
  const videos = [
    { videoUrl: data.videoUrl, thumbnailUrl: data.thumbnailUrl, videoName: 'Uncut video' },
    ...(data.multicamVideos ?? []),
  ];
  const [chosen, setChosen] = useState(0);
  const video = videos[chosen] ?? videos[0]!;
  const src = usePlayableUrl(video.videoUrl);
  const poster = usePlayableUrl(video.thumbnailUrl);
  return (
    <BotBubble wide>
      <video
        key={src}
        data-testid="demo-start-video"
        src={src || undefined}
        poster={poster || undefined}
        controls
        preload="metadata"
        aria-label={`Demo video: ${video.videoName}`}
        className="aspect-video w-full rounded-md bg-black"
        onError={(e) => console.warn('Demo video error', e.currentTarget.error)}
      />
      {videos.length > 1 && (
        <div role="tablist" aria-label="Demo videos" className="mt-2 flex flex-wrap gap-2">
          {videos.map((v, i) => (
            <button
              key={`${i}-${v.videoUrl}`}
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
