import type { z } from 'zod';

// Where a request schema takes a number, found by walking the zod tree, so a test can send
// extreme values to every such field of every endpoint without a hand-kept list that would
// miss the next field someone adds.

export type NumberField = { path: string[]; int: boolean };

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Every number field of the schema, by path; wrappers (optional, default, pipe, union ...) are looked through. */
export function numberFields(schema: z.ZodType, path: string[] = [], ancestors: z.ZodType[] = []): NumberField[] {
  // Only a schema inside itself (z.lazy) is cut: siblings often share one schema (two goal counts).
  if (ancestors.includes(schema)) return [];
  const within = [...ancestors, schema];
  const def = defOf(schema);
  const inner = (s: unknown) => numberFields(s as z.ZodType, path, within);
  switch (def.type) {
    case 'number':
      return [{ path, int: (schema as z.ZodNumber).isInt === true }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, s]) => numberFields(s, [...path, k], within));
    case 'array':
      return numberFields(def.element as z.ZodType, [...path, '0'], within);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap(inner);
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return [];
  }
}

/** A copy of `value` with `path` set, creating the objects on the way (arrays get their first element). */
export function withField(value: Record<string, unknown>, path: string[], field: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...value };
  const child = (copy[head] ?? (rest[0] === '0' ? [] : {})) as Record<string, unknown>;
  copy[head] = rest.length ? withField(child, rest, field) : field;
  return copy;
}
