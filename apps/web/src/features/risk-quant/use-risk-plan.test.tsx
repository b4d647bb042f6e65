import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderScreen, searchOf } from '../../../test';
import { type RiskPair, useRiskPlan } from './use-risk-plan';

const btc: RiskPair = { source: 'binance-spot', base: 'btc', quote: 'usdt' };

/** Shows the hook's draft and origin as text, with buttons for the trader's moves. */
const Probe = ({ pair = btc, price }: { pair?: RiskPair; price: number | undefined }) => {
  const plan = useRiskPlan(pair, price, true);
  return (
    <div>
      <output data-testid="draft">{plan.draft ? JSON.stringify(plan.draft) : 'none'}</output>
      <output data-testid="origin">{JSON.stringify(plan.origin ?? {})}</output>
      <output data-testid="warnings">{JSON.stringify(plan.view?.warnings ?? {})}</output>
      <button type="button" onClick={() => plan.setField('leverage', '50')}>
        leverage 50
      </button>
      <button type="button" onClick={() => plan.setField('stopLossPrice', '59000')}>
        move stop
      </button>
      <button type="button" onClick={() => plan.setPosition('short')}>
        short
      </button>
    </div>
  );
};

const draft = () => JSON.parse(screen.getByTestId('draft').textContent ?? 'null');
const origin = () => JSON.parse(screen.getByTestId('origin').textContent ?? '{}');

describe('useRiskPlan', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the spec defaults around the live price and keeps every change in local storage', async () => {
    renderScreen(<Probe price={60_000} />, { path: '/market/crypto/risk-quant' });
    expect(draft()).toEqual({
      allYourMoney: '100',
      riskPercentage: '1',
      leverage: '10',
      positionType: 'long',
      entryPrice: '60000',
      stopLossPrice: '58800',
      exitPrice: '63000',
    });
    await act(async () => screen.getByRole('button', { name: 'leverage 50' }).click());
    expect(JSON.parse(localStorage.getItem('ata:risk-quant') ?? '{}').v.draft.leverage).toBe('50');
    expect(JSON.parse(screen.getByTestId('warnings').textContent ?? '{}')).toEqual({
      liquidation: 'market.risk-quant.liquidation-crosses-stop',
    });
  });

  it('restores the inputs of the same pair, and resets the prices (not the money, risk, leverage) on another', async () => {
    const first = renderScreen(<Probe price={60_000} />, { path: '/market/crypto/risk-quant' });
    await act(async () => screen.getByRole('button', { name: 'leverage 50' }).click());
    first.unmount();
    const again = renderScreen(<Probe price={61_000} />, { path: '/market/crypto/risk-quant' });
    expect(draft()).toMatchObject({ leverage: '50', entryPrice: '60000' });
    again.unmount();
    renderScreen(<Probe pair={{ ...btc, base: 'eth' }} price={3_000} />, {
      path: '/market/crypto/risk-quant',
    });
    expect(draft()).toMatchObject({ leverage: '50', entryPrice: '3000', stopLossPrice: '2940' });
  });

  it('resets the prices around the price when the direction changes', async () => {
    renderScreen(<Probe price={100} />, { path: '/market/crypto/risk-quant' });
    await act(async () => screen.getByRole('button', { name: 'short' }).click());
    expect(draft()).toMatchObject({ positionType: 'short', stopLossPrice: '102', exitPrice: '95' });
  });

  it('fills the prices from a match, says which it gave, then leaves the address with the pair only', async () => {
    const { router } = renderScreen(<Probe price={61_000} />, {
      path: '/market/crypto/risk-quant?source=binance-spot&base=btc&quote=usdt&position=long&zoneFrom=59500&zoneTo=60000&target=66000',
    });
    expect(draft()).toMatchObject({
      positionType: 'long',
      entryPrice: '60000',
      stopLossPrice: '59500',
      exitPrice: '66000',
    });
    expect(origin()).toEqual({ entry: 'zone', stop: 'zone', exit: 'target' });
    expect([...searchOf(router).keys()]).toEqual(['source', 'base', 'quote']);
    // A price the trader moves is no longer the match's.
    await act(async () => screen.getByRole('button', { name: 'move stop' }).click());
    expect(origin()).toEqual({ entry: 'zone', exit: 'target' });
  });
});
