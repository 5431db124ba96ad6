import type { ProjectMessage } from '@otto/shared/api/projects';
import { demoStartDataSchema } from '@otto/shared/message';
import type { ShareMediaKind } from './share-media';
import type { SnapshotSource } from './share.snapshot';

/** Which share media URL stands for an object a message names: a source of the snapshot and which of its files. */
export interface MessageObjectGrant {
  sourceId: string;
  kind: ShareMediaKind;
}

/** The stored objects (s3://…) a message plays itself rather than through its sources: a demo_start's videos and posters. */
function objectsNamedBy(message: ProjectMessage): string[] {
  if (message.type !== 'demo_start') return [];
  const data = demoStartDataSchema.safeParse(message.data);
  if (!data.success) return [];
  const entries = [data.data, ...(data.data.multicamVideos ?? [])];
  return entries.flatMap((e) => [e.videoUrl, e.thumbnailUrl]).filter((uri) => uri.startsWith('s3://'));
}

/**
 * The objects a shared chat's messages name, each resolved to a source of the snapshot that holds it,
 * so visitors get them through the share's own media URLs. A name that is no file of a shared source
 * gets nothing: a share never signs an object the owner did not share.
 */
export function messageObjectGrants(
  messages: readonly ProjectMessage[],
  sources: readonly SnapshotSource[],
): Map<string, MessageObjectGrant> {
  const grants = new Map<string, MessageObjectGrant>();
  for (const uri of messages.flatMap(objectsNamedBy)) {
    for (const s of sources) {
      // The playable grant serves the proxy, else the original: either one a message names plays as it.
      if (uri === s.transcodedFileUri || uri === s.originalFileUri)
        grants.set(uri, { sourceId: s.id, kind: 'playable' });
      else if (uri === s.thumbnailsUri) grants.set(uri, { sourceId: s.id, kind: 'thumbnail' });
      if (grants.has(uri)) break;
    }
  }
  return grants;
}
