/** This browser's localStorage, or none where it is missing or blocked (tests in Node, sandboxed frames). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
