import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Route schemas are zod schemas: the parsed value (defaults applied, unknown keys stripped) replaces the raw input,
 * so a handler never sees a field its schema does not name.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
