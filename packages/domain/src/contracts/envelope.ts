import { z } from 'zod';

/** The API envelope of DESIGN §5 around a success's data; routes declare it as their response. */
export const successEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data, message: z.string().optional() });

/**
 * A failure: a stable message key (the spec's), and the fields at fault when input was refused, each with the values
 * its message needs when the rule gives them (`{count}` of a pack cap, `{min}` and `{max}` of a window).
 */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string().min(1),
  errors: z
    .array(
      z.object({
        field: z.string(),
        key: z.string(),
        params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
      }),
    )
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
