export { ensureValid } from './ensure-valid';
export { failure, HTTP_KEYS, success } from './envelope';
export { HttpError, registerErrorHandling } from './error-handler';
export { zodValidatorCompiler } from './zod-validation';
