import type { SeedHelpSection } from '../seed-types';
import { alerts } from './alerts';
import { assetsPage } from './assets-page';
import { charts } from './charts';
import { gettingStarted } from './getting-started';
import { jumpsAndPumps } from './jumps-and-pumps';
import { markets } from './markets';
import { matches } from './matches';
import { glossary, support } from './other';
import { packs } from './packs';
import { plansAndAccess } from './plans-and-access';
import { profileAndSecurity } from './profile-and-security';
import { radar } from './radar';
import { riskCalculator } from './risk-calculator';
import { strategyFamilies } from './strategy-families';

/** The help centre written for the product, in the order the help home lists it. */
export const HELP_SEED: readonly SeedHelpSection[] = [
  gettingStarted,
  markets,
  assetsPage,
  matches,
  strategyFamilies,
  radar,
  jumpsAndPumps,
  packs,
  alerts,
  charts,
  riskCalculator,
  plansAndAccess,
  profileAndSecurity,
  glossary,
  support,
];
