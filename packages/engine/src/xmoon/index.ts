/**
 * XMoon, the product's confluence family: a pure function over the live matches of one asset (confluence.ts), the
 * chartData encoding of its contributors (contributors.ts) and its catalog rows (definitions.ts). README.md has the rule.
 */
export {
  familyOf,
  XMOON_HTF_WINDOW,
  XMOON_MAX_CONTRIBUTORS,
  XMOON_MIN_FAMILIES,
  XMOON_WINDOW,
  xmoonMatches,
} from './confluence';
export { type Contributor, decodeContributors, encodeContributors } from './contributors';
export { XMOON_STRATEGIES } from './definitions';
