import type { SystemPackEntry } from '@tradescope/domain';

/** The pack's items as the editor shows them: assets or strategy ids comma separated, advanced entries as JSON. */
export const itemsText = (entry: SystemPackEntry): string => {
  const { pack } = entry;
  if (entry.section === 'AtaAssetPacks') return ((pack.assets as string[] | undefined) ?? []).join(', ');
  if (entry.section === 'AtaSimpleStrategyPacks')
    return ((pack.strategiesIds as number[] | undefined) ?? []).join(', ');
  return JSON.stringify(pack.items ?? [], null, 2);
};

const listOf = (text: string): string[] =>
  text
    .split(/[,\s]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The edited items as the server takes them; undefined when advanced entries are not valid JSON. */
export const itemsChange = (
  section: SystemPackEntry['section'],
  text: string,
): { assets: string[] } | { strategiesIds: number[] } | { items: unknown[] } | undefined => {
  if (section === 'AtaAssetPacks') return { assets: listOf(text).map((asset) => asset.toLowerCase()) };
  if (section === 'AtaSimpleStrategyPacks') return { strategiesIds: listOf(text).map(Number) };
  try {
    const items: unknown = JSON.parse(text);
    return Array.isArray(items) ? { items } : undefined;
  } catch {
    return undefined;
  }
};
