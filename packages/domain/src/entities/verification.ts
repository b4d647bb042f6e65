import { z } from 'zod';
import { httpUrlSchema } from './primitives';

/** POST user/{email,phone-number}/authentication answers when the code expires (unix ms) and its length (spec §7). */
export const sentCodeSchema = z.object({
  expireTime: z.number().int().nonnegative(),
  codeMaxLength: z.number().int().min(1).max(16),
});
export type SentCode = z.infer<typeof sentCodeSchema>;

/** GET alert-bots/bot-address: the link that binds the opening chat to the user. */
export const botAddressSchema = z.object({ url: httpUrlSchema });
export type BotAddress = z.infer<typeof botAddressSchema>;
