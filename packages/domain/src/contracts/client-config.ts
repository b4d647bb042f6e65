import { z } from 'zod';

/**
 * GET client-config: what the web app learns at run time instead of build time. The live chat's provider and site
 * id (null: the chat is off), and whether the deployment has an ICT hint channel (its address is for members only).
 */
export const clientConfigSchema = z.object({
  liveChat: z.object({ provider: z.literal('crisp'), siteId: z.string(), scriptUrl: z.string() }).nullable(),
  hintChannel: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
export type LiveChatConfig = NonNullable<ClientConfig['liveChat']>;

/** GET user/hint-channel: the channel's address, for ict, pro and hero members. */
export const hintChannelSchema = z.object({ url: z.string() });
