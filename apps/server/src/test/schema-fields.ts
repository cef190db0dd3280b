import type { z } from 'zod';

// Where a request schema takes a number or a string, found by walking the zod tree, so a test can
// send extreme values to every such field of every endpoint without a hand-kept list that would
// miss the next field someone adds.

export type SchemaField = { path: string[] };

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a leaf of the tree is a field the caller looks for. */
export type LeafTest = (def: Def) => boolean;

export const isNumberLeaf: LeafTest = (def) => def.type === 'number';
/** Enums and literals too: a client can send any string where the contract expects one of a few. */
export const isStringLeaf: LeafTest = (def) =>
  def.type === 'string' ||
  def.type === 'enum' ||
  def.type === 'template_literal' ||
  (def.type === 'literal' && (def.values as unknown[]).some((v) => typeof v === 'string'));

/** Every field of the schema the test accepts, once per path; wrappers (optional, default, pipe, union ...) are looked through. */
export function schemaFields(schema: z.ZodType, isLeaf: LeafTest): SchemaField[] {
  const seen = new Map<string, SchemaField>();
  for (const path of leafPaths(schema, isLeaf, [], [])) seen.set(path.join('\u0001'), { path });
  return [...seen.values()];
}

function leafPaths(schema: z.ZodType, isLeaf: LeafTest, path: string[], ancestors: z.ZodType[]): string[][] {
  // Only a schema inside itself (z.lazy) is cut: siblings often share one schema (two goal counts).
  if (ancestors.includes(schema)) return [];
  const within = [...ancestors, schema];
  const def = defOf(schema);
  if (isLeaf(def)) return [path];
  const inner = (s: unknown) => leafPaths(s as z.ZodType, isLeaf, path, within);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, s]) => leafPaths(s, isLeaf, [...path, k], within));
    case 'array':
      return leafPaths(def.element as z.ZodType, isLeaf, [...path, '0'], within);
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
