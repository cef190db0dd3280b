import { z } from 'zod';

/** OpenAPI 3.0 JSON schema of a contract schema, for the generated API document. */
export function toOpenApiSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
