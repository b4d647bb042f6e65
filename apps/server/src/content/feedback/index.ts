export { feedbackRoutes } from './feedback.routes';
export { feedbackQuoteFor } from './feedback-quotes';
export { createFeedbackRepo } from './feedback-repo';
export { feedbackPromptOf } from './feedback-service';
export { quotesRoutes } from './quotes.routes';
