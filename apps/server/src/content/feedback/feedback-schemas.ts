import { z } from 'zod';
import { CONTENT_KEYS } from '../content-keys';
import { withoutNul } from '../text-input';

/** A rating is 1 to 5 stars. */
export const FEEDBACK_POINTS = { min: 1, max: 5 } as const;
export const FEEDBACK_MESSAGE_MAX = 2000;

const pointKey = CONTENT_KEYS.feedbackPointOutOfRange;

export const pointBodySchema = z.object({
  point: z
    .number({ error: pointKey })
    .int(pointKey)
    .min(FEEDBACK_POINTS.min, pointKey)
    .max(FEEDBACK_POINTS.max, pointKey),
});

export const messageBodySchema = z.object({
  message: withoutNul(
    z
      .string({ error: CONTENT_KEYS.feedbackMessageEmpty })
      .trim()
      .min(1, CONTENT_KEYS.feedbackMessageEmpty)
      .max(FEEDBACK_MESSAGE_MAX, CONTENT_KEYS.feedbackMessageTooLong),
  ),
});
