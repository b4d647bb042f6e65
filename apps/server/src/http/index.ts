export { type ErrorEnvelope, failure, HTTP_KEYS, type SuccessEnvelope, success } from './envelope';
export { HttpError, registerErrorHandling } from './error-handler';
export { zodValidatorCompiler } from './zod-validation';
