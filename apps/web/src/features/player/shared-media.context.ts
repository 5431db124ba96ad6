import { createContext, useContext } from 'react';

/**
 * A shared chat's playable URLs by source id, signed for that share by the server. Inside it the
 * player plays these instead of asking for the project's sources (which a visitor may not read).
 */
export const SharedMediaContext = createContext<Readonly<Record<string, string>> | null>(null);

export const useSharedMedia = () => useContext(SharedMediaContext);
