/**
 * XMoon, the product's confluence family: a pure function over the live matches of one asset (confluence.ts), the
 * chartData encoding of its contributors (contributors.ts) and its catalog rows (definitions.ts). README.md has the rule.
 */
export { confirmsLower, familyOf, xmoonMatches } from './confluence';
export { type Contributor, decodeContributors, encodeContributors } from './contributors';
export { XMOON_STRATEGIES } from './definitions';
export { XMOON_HTF_WINDOW, XMOON_WINDOW } from './rule';
