/**
 * A clone gets new ids for its project, sources and messages; every place the old ids appear in
 * stored JSON (containers' segments, aiTasks, a message's parent, records keyed by id) must follow.
 * Ids are uuids, so an exact string match is never anything but that id.
 */
export function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return ids.get(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [ids.get(k) ?? k, walk(inner)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** The stored message payload a clone starts from: the visitor-only flag and the owner's export runs left behind. */
export function cloneMessageData(data: Record<string, unknown>): Record<string, unknown> {
  const { isShare: _isShare, exportJobs: _jobs, exportErrorMessage: _error, ...kept } = data;
  return kept;
}
