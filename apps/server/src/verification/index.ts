export { botConnectionOf } from './bot-address';
export { BOT_LINK_LIFETIME_MS } from './bot-links-repo';
export { verificationRoutes } from './routes';
