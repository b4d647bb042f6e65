import { describe, expect, it } from 'vitest';
import { defaultSettings } from './default-settings';
import { settingsSchema } from './settings';
import { settingsSubmissionSchema } from './settings-submission';

const packFields = (name: string, settingsName: string) => ({
  name,
  title: name,
  enable: true,
  createDate: 1_790_000_000,
  position: 0,
  isEditable: true,
  settingsName,
  lock: false,
});

const typed = () => {
  const settings = defaultSettings() as unknown as Record<string, Record<string, unknown>>;
  (settings.crypto as Record<string, unknown>).UserAssetPacks = {
    x: { ...packFields('', 'UserAssetPacks'), assets: ['btc'] },
  };
  (settings.crypto as Record<string, unknown>).UserAdvanceStrategyPacks = {
    Mine: {
      ...packFields('Mine', 'UserAdvanceStrategyPacks'),
      type: 'advance',
      items: [{ strategyId: null, timeframe: [60], distance: { from: 0, to: 150 } }],
    },
  };
  return settings;
};

describe('the settings a user submits', () => {
  it('takes packs as typed, so the pack rules and not the schema name what is wrong', () => {
    expect(settingsSchema.safeParse(typed()).success).toBe(false);
    const parsed = settingsSubmissionSchema.parse(typed());
    expect(parsed.crypto.UserAssetPacks.x).toMatchObject({ name: '' });
    expect(parsed.crypto.UserAdvanceStrategyPacks.Mine).toMatchObject({
      items: [{ strategyId: null, distance: { from: 0, to: 150 }, passedCandle: { from: 0, to: 1000 } }],
    });
  });

  it('still refuses what no rule could repair, such as an unknown timeframe', () => {
    const settings = typed();
    const crypto = settings.crypto as {
      UserAdvanceStrategyPacks: { Mine: { items: { strategyId: number; timeframe: number[] }[] } };
    };
    crypto.UserAdvanceStrategyPacks.Mine.items = [{ strategyId: 1, timeframe: [7] }];
    expect(settingsSubmissionSchema.safeParse(settings).success).toBe(false);
  });
});
