export { ensureValid } from './ensure-valid';
export { failure, HTTP_KEYS, success } from './envelope';
export { HttpError, registerErrorHandling } from './error-handler';
export { collectOpenApi, openApiRoutes } from './openapi';
export { perUserLimit } from './per-user-limit';
export { compressSharedAnswersOnce } from './shared-answer-encoding';
export {
  typed,
  unchecked,
  useZodSchemas,
  WrittenJson,
  writtenSuccess,
  writtenSuccessOf,
  writtenSuccessOfBytes,
} from './zod-validation';
