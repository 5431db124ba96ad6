import { createContext, useContext } from 'react';

/**
 * A shared chat's media, signed for that share by the server. Inside it the player plays these
 * instead of asking for the project's sources (which a visitor may not read), and messages that name
 * stored objects (a demo_start's video) play those instead of signing the objects themselves.
 */
export interface SharedMedia {
  /** The playable URL of each source, by source id. */
  playable: Readonly<Record<string, string>>;
  /** The objects the chat's messages name, by object URI (s3://…). */
  objects: Readonly<Record<string, string>>;
}

export const SharedMediaContext = createContext<SharedMedia | null>(null);

export const useSharedMedia = () => useContext(SharedMediaContext);
