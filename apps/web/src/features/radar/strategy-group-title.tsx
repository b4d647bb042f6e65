import { useTranslation } from 'react-i18next';

/** The strategy families of spec §1; a family the catalog adds later shows its own name until translated. */
const FAMILIES = [
  'classic',
  'divergence',
  'candlestick',
  'harmonic',
  'trendline',
  'fibonacci',
  'support-resistance',
  'ict',
  'qm',
  'rtm',
  'xmoon',
] as const;
type Family = (typeof FAMILIES)[number];

const isFamily = (group: string): group is Family => (FAMILIES as readonly string[]).includes(group);

export const StrategyGroupTitle = ({ group }: { group: string }) => {
  const { t } = useTranslation('radar');
  return isFamily(group) ? t(`family.${group}`) : group.replace(/[-_]/g, ' ');
};
