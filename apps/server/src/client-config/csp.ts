import { type Config, CRISP_SCRIPT_URL } from '../config';

type CspSources = Partial<Record<'script' | 'connect' | 'img' | 'frame' | 'worker' | 'media', string[]>>;

/**
 * Crisp's origins as its CSP guide lists them (docs.crisp.chat, "Crisp domain names"): scripts, styles, fonts and
 * workers from the client host, avatars and files from image/storage, messaging over the relay websockets, the wait
 * game's frame. Styles and fonts already pass helmet's `https:` defaults.
 */
const CRISP: CspSources = {
  script: ['https://client.crisp.chat'],
  connect: [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
    'wss://stream.relay.crisp.chat',
  ],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  frame: ['https://game.crisp.chat'],
  worker: ['blob:', 'https://client.crisp.chat'],
  media: ['https://client.crisp.chat'],
};

/** What the live chat needs let through: nothing when it is off; the one origin of a mirrored or fake script. */
const liveChatSources = (liveChat: Config['liveChat']): CspSources => {
  if (liveChat === undefined) return {};
  if (liveChat.scriptUrl === CRISP_SCRIPT_URL) return CRISP;
  const { origin } = new URL(liveChat.scriptUrl);
  return {
    script: [origin],
    connect: [origin],
    img: [origin],
    frame: [origin],
    worker: [origin],
    media: [origin],
  };
};

/**
 * helmet's directives: its defaults (default-src 'self', script-src 'self', ...) plus exactly the live chat's
 * origins when one is configured, so an unconfigured deployment runs no third-party code.
 */
export const cspDirectives = (liveChat: Config['liveChat']) => {
  const extra = liveChatSources(liveChat);
  const add = (directive: string, base: string[], sources: string[] | undefined) =>
    sources === undefined ? {} : { [directive]: [...base, ...sources] };
  return {
    'img-src': ["'self'", 'data:', 'blob:', ...(extra.img ?? [])],
    ...add('script-src', ["'self'"], extra.script),
    ...add('connect-src', ["'self'"], extra.connect),
    ...add('frame-src', ["'self'"], extra.frame),
    ...add('worker-src', ["'self'"], extra.worker),
    ...add('media-src', ["'self'"], extra.media),
    // Served over plain http on a LAN address, this directive would break every asset.
    'upgrade-insecure-requests': null,
  };
};
