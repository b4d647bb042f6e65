import { describe, expect, it, vi } from 'vitest';
import type { PriceStreamOptions } from './price-stream';
import { createStreamRegistry } from './shared-streams';

const setup = () => {
  const opened: { options: PriceStreamOptions; close: ReturnType<typeof vi.fn> }[] = [];
  const join = createStreamRegistry((options) => {
    const close = vi.fn();
    opened.push({ options, close });
    return { close };
  });
  return { join, opened };
};

describe('shared sockets', () => {
  it('opens one socket per market and source, fans its pushes out, and closes it when the last listener leaves', () => {
    const { join, opened } = setup();
    const page = { onMatches: vi.fn(), onStatus: vi.fn() };
    const navbar = { onMatches: vi.fn(), onPrices: vi.fn() };
    const leavePage = join('crypto', 'binance-spot', page);
    const leaveNavbar = join('crypto', 'binance-spot', navbar);
    join('crypto', 'bybit-futures', {});
    expect(opened).toHaveLength(2);

    const [spot] = opened;
    spot!.options.onMatches?.();
    spot!.options.onStatus?.('live');
    spot!.options.onPrices({ source: 'binance-spot', time: 1, prices: [] });
    expect(page.onMatches).toHaveBeenCalledTimes(1);
    expect(navbar.onMatches).toHaveBeenCalledTimes(1);
    expect(page.onStatus).toHaveBeenLastCalledWith('live');
    expect(navbar.onPrices).toHaveBeenCalledTimes(1);

    // A late joiner hears the current status at once.
    const late = { onStatus: vi.fn() };
    const leaveLate = join('crypto', 'binance-spot', late);
    expect(late.onStatus).toHaveBeenCalledWith('live');

    leavePage();
    leaveLate();
    expect(spot!.close).not.toHaveBeenCalled();
    leaveNavbar();
    expect(spot!.close).toHaveBeenCalledTimes(1);
    join('crypto', 'binance-spot', {});
    expect(opened).toHaveLength(3);
  });
});
