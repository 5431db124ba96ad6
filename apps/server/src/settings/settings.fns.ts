import { z } from 'zod';

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

type Schema = z.core.$ZodType;

/** The object shape a schema describes, through its default/prefault/optional/nullable wrappers. */
function objectShape(schema: Schema): Record<string, Schema> | null {
  let current: Schema | undefined = schema;
  while (current && !(current instanceof z.ZodObject)) {
    current = (current._zod.def as { innerType?: Schema }).innerType;
  }
  return current ? (current.shape as Record<string, Schema>) : null;
}

/**
 * Only keys the schema knows, at every depth: what is stored is the validated shape, never a key a
 * client made up (top-level unknowns are refused with 400 before this; nested ones are dropped).
 */
export function pickKnownKeys(value: unknown, schema: Schema): unknown {
  const shape = objectShape(schema);
  if (!shape || !isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => Object.hasOwn(shape, key))
      .map(([key, v]) => [key, pickKnownKeys(v, shape[key]!)]),
  );
}
