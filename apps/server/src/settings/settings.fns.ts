type Plain = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * JSON Merge Patch (RFC 7396): nested objects merge key by key, arrays (such as
 * lastExportOptions) and scalars replace, null removes the key so its default applies again.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch)) return patch;
  const out: Plain = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = mergePatch(out[key], value);
  }
  return out;
}

export const asPlainObject = (v: unknown): Plain => (isPlainObject(v) ? v : {});
