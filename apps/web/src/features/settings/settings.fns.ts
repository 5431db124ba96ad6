/**
 * Applies a settings patch to settings: nested objects merge key by key, arrays and scalars replace,
 * and null removes the key (JSON Merge Patch, as the server reads it), so the value falls back to
 * its default — the one in `defaults` when given, else the key is simply left out.
 */
export function mergeSettings<T extends object>(base: T, patch: DeepPartial<T>, defaults?: unknown): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  const fallback = isPlainObject(defaults) ? defaults : {};
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (value === null) {
      if (fallback[key] === undefined) delete out[key];
      else out[key] = fallback[key];
      continue;
    }
    const current = out[key];
    // A nested patch over nothing still goes through the merge, so its own nulls are dropped too.
    out[key] = isPlainObject(value)
      ? mergeSettings(isPlainObject(current) ? current : {}, value, fallback[key])
      : value;
  }
  return out as T;
}

/**
 * Folds a later patch into a pending one. Unlike mergeSettings a null is kept: it is what tells
 * the server to remove the stored value.
 */
export function combinePatches<T extends object>(first: DeepPartial<T>, second: DeepPartial<T>): DeepPartial<T> {
  const out: Record<string, unknown> = { ...(first as Record<string, unknown>) };
  for (const [key, value] of Object.entries(second as Record<string, unknown>)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? combinePatches(current, value) : value;
  }
  return out as DeepPartial<T>;
}

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
