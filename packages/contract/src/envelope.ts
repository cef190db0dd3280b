import { z } from 'zod';

/** Every JSON answer is { code, msg, data }; code 200 is success (spec 7, 8). */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z
    .object({
      /** The request field a validation refusal is about, as a dotted path. */
      field: z.string().optional(),
    })
    .catchall(z.unknown())
    .nullable(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export type TEnvelope<T> = { code: number; msg: string; data: T };
