/** The slice of Fastify's pino logger the connectors use (tests pass a quiet one). */
export interface Log {
  info?(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}
