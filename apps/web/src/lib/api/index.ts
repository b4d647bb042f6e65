export { createApiClient } from './client';
export { ApiError, errorKeyOf, isAbortError, isApiError, NetworkError } from './errors';
export { readEnvelope, send } from './http';
export { ignoreData, isRecord, parseListWith, parseWith } from './parse';
export { createApiUpload } from './upload';
