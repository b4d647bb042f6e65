import { describe, expect, it } from 'vitest';
import { parseMute } from './mute-duration';

describe('parseMute', () => {
  it('reads the durations the bot offers', () => {
    expect(parseMute('30m')).toEqual({ muteForMs: 30 * 60_000 });
    expect(parseMute('1h')).toEqual({ muteForMs: 60 * 60_000 });
    expect(parseMute(' 8H ')).toEqual({ muteForMs: 8 * 60 * 60_000 });
    expect(parseMute('off')).toBe('off');
  });

  it('refuses nothing, nonsense, zero and more than a week', () => {
    for (const argument of ['', 'soon', '1d', '0m', '169h', '-1h', '1.5h'])
      expect(parseMute(argument)).toBeUndefined();
    expect(parseMute('168h')).toEqual({ muteForMs: 7 * 24 * 60 * 60_000 });
  });
});
