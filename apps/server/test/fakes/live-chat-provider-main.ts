import { startLiveChatProvider } from './live-chat-provider';

/** The live-chat stand-in as a process of its own, for the journeys' server (e2e/playwright.config.ts). */
const port = Number(process.env.LIVE_CHAT_FAKE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('LIVE_CHAT_FAKE_PORT must be a port number');
const server = await startLiveChatProvider(port);
process.stdout.write(`live-chat fake on http://127.0.0.1:${port}\n`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
