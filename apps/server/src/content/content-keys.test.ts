import { describe, expect, it } from 'vitest';
import { CONTENT_KEYS, CONTENT_MESSAGES } from '.';

describe('content message keys', () => {
  it('are keys the error handler passes through, each with English text', () => {
    // The pattern of http/error-handler.ts: a zod message that does not match it becomes request.invalid.
    for (const key of Object.values(CONTENT_KEYS)) {
      expect(key).toMatch(/^[a-z][a-z0-9-]*(\.[a-z0-9{}-]+)+$/);
      expect(CONTENT_MESSAGES[key]).not.toBe('');
    }
  });

  it('keep the spec’s own words for the tips and help screens', () => {
    expect(CONTENT_MESSAGES['tips.empty']).toBe('there are no tips');
    expect(CONTENT_MESSAGES['help.load-error']).toBe('Error is ocurred');
  });
});
