/** The read-only packs every user sees (the spec's Ata… sections); one row per pack. */
export type SystemPacksTable = {
  market: string;
  section: 'AtaAssetPacks' | 'AtaSimpleStrategyPacks' | 'AtaAdvanceStrategyPacks';
  name: string;
  pack_json: string;
  position: number;
};

export type SystemPacksTables = { system_packs: SystemPacksTable };
