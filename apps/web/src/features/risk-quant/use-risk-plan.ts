import { type MatchPlanOrigin, type PositionType, planFromMatch, type SourceName } from '@tradescope/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readMatchLevels, withoutMatchLevels } from '../../ui/size-trade';
import {
  defaultDraft,
  draftFromPlan,
  evaluateDraft,
  type PriceField,
  type RiskDraft,
  type RiskNumbers,
  type RiskView,
} from './risk-draft';
import { isSamePair, readStoredRisk, type StoredRisk, storeRisk } from './risk-storage';

export interface RiskPair {
  readonly source: SourceName;
  readonly base: string;
  readonly quote: string;
}

/** Which of the shown prices a match gave; a price the trader changed no longer counts as the match's. */
export type PlanOrigin = Partial<MatchPlanOrigin>;

const ORIGIN_OF: Record<PriceField, keyof MatchPlanOrigin> = {
  entryPrice: 'entry',
  stopLossPrice: 'stop',
  exitPrice: 'exit',
};

const isPriceField = (field: string): field is PriceField => field in ORIGIN_OF;

const hasNoPrices = (draft: RiskDraft) =>
  draft.entryPrice === '' && draft.stopLossPrice === '' && draft.exitPrice === '';

/**
 * The calculator's state (spec §4): inputs restored from local storage and saved on each change; a new pair or source
 * starts again from the defaults around the live price, as does a change of direction; an address from "Size this
 * trade" fills the prices from its match once the live price is known, then leaves the address.
 * `priceSettled`: the live price has arrived, or is known not to come.
 */
export const useRiskPlan = (pair: RiskPair, livePrice: number | undefined, priceSettled: boolean) => {
  const [params, setParams] = useSearchParams();
  const levels = useMemo(() => readMatchLevels(params), [params]);
  const [stored, setStored] = useState(readStoredRisk);
  const commit = useCallback((next: StoredRisk) => {
    setStored(next);
    storeRisk(next);
  }, []);
  const pairKey = `${pair.source}:${pair.base}:${pair.quote}`;
  const current = stored && isSamePair(stored, pair) && levels === undefined ? stored : undefined;

  // The address is left on the next navigation, not at once: a proposal is applied once, not again meanwhile.
  const applied = useRef<string>('');
  useEffect(() => {
    const own = { source: pair.source, base: pair.base, quote: pair.quote };
    if (levels !== undefined) {
      if (!priceSettled || applied.current === params.toString()) return;
      applied.current = params.toString();
      const plan = planFromMatch(levels, livePrice);
      commit({ ...own, draft: draftFromPlan(plan, stored?.draft), origin: plan.origin });
      setParams(withoutMatchLevels(params), { replace: true });
      return;
    }
    const same = stored !== undefined && isSamePair(stored, own);
    if (same && !(hasNoPrices(stored.draft) && livePrice !== undefined)) return;
    if (livePrice === undefined && !priceSettled) return;
    commit({ ...own, draft: defaultDraft(livePrice, stored?.draft.positionType ?? 'long', stored?.draft) });
  }, [
    levels,
    priceSettled,
    livePrice,
    stored,
    pair.source,
    pair.base,
    pair.quote,
    commit,
    params,
    setParams,
  ]);

  // A field that is not a number keeps its last number in use (spec §5: it is marked and not propagated).
  const last = useRef<{ key: string; numbers: RiskNumbers }>({ key: '', numbers: {} });
  const view: RiskView | undefined = useMemo(() => {
    if (current === undefined) return undefined;
    const previous = last.current.key === pairKey ? last.current.numbers : {};
    return evaluateDraft(current.draft, previous);
  }, [current, pairKey]);
  useEffect(() => {
    if (view !== undefined) last.current = { key: pairKey, numbers: view.numbers };
  }, [view, pairKey]);

  const setField = useCallback(
    (field: Exclude<keyof RiskDraft, 'positionType'>, text: string) => {
      if (current === undefined) return;
      const origin: PlanOrigin | undefined = current.origin && { ...current.origin };
      if (origin && isPriceField(field)) delete origin[ORIGIN_OF[field]];
      commit({ ...current, draft: { ...current.draft, [field]: text }, origin });
    },
    [current, commit],
  );

  const setPosition = useCallback(
    (positionType: PositionType) => {
      if (current === undefined || positionType === current.draft.positionType) return;
      const around = livePrice ?? view?.numbers.entryPrice;
      commit({ ...current, draft: defaultDraft(around, positionType, current.draft), origin: undefined });
    },
    [current, commit, livePrice, view],
  );

  return {
    draft: current?.draft,
    origin: current?.origin,
    view,
    setField,
    setPosition,
  };
};
