import { z } from 'zod';
import { matchJumpSchema } from './match';
import { idSchema, priceSchema, sourceNameSchema, symbolSchema, timeframeSchema } from './primitives';

/** A jump pushed to the notification stack while jump notifications are on (spec §3, §4). */
export const jumpNotificationSchema = z.object({
  id: idSchema,
  base: symbolSchema,
  quote: symbolSchema,
  price: priceSchema,
  jumps: z.array(matchJumpSchema).max(100),
  source: sourceNameSchema,
  timeframe: timeframeSchema,
});
export type JumpNotification = z.infer<typeof jumpNotificationSchema>;
