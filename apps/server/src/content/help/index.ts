export { helpRoutes } from './help.routes';
export { createHelpRepo } from './help-repo';
export { sanitizeHtml } from './html-sanitizer';
