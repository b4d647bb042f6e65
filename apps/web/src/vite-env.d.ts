/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** The live-chat provider's site id (spec §1 "site id not shown"); without it the chat is off. */
  readonly VITE_LIVE_CHAT_SITE_ID?: string;
}
