export { CONTENT_KEYS, CONTENT_MESSAGES } from './content-keys';
export { feedbackPromptOf, feedbackQuoteFor } from './feedback';
export { contentRoutes } from './routes';
export { seedContent } from './seed';
export { tipsForUser } from './tips';
