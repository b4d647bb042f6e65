import { FakeTelegramBotApi } from './telegram-bot-api';

/**
 * The Bot API fake as a process of its own, for the journeys' server (e2e/playwright.config.ts bundles and starts it
 * on TELEGRAM_FAKE_PORT); journeys drive it through its /__fake/ control paths.
 */
const port = Number(process.env.TELEGRAM_FAKE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('TELEGRAM_FAKE_PORT must be a port number');
const fake = await FakeTelegramBotApi.start(undefined, port);
process.stdout.write(`Bot API fake on ${fake.apiRoot}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
