import { MARKETS, type Market, SYSTEM_PACK_SECTIONS, type SystemPackEntry } from '@tradescope/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditSystemPack, useSystemPacks } from '../../../lib/endpoints/admin-system';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ErrorState } from '../../../ui/states';
import { Switch } from '../../../ui/switch';
import { TabHeader } from '../../../ui/tab-header';
import { SelectField, TextArea } from '../../../ui/text-area';
import { notify } from '../../../ui/toast';
import { notifyAdminError } from '../admin-error';
import { Card } from '../card';
import { itemsChange, itemsText } from './pack-items';

const ITEMS_LABEL = {
  AtaAssetPacks: 'packs.assets',
  AtaSimpleStrategyPacks: 'packs.strategies',
  AtaAdvanceStrategyPacks: 'packs.entries',
} as const;

const PackForm = ({ entry }: { entry: SystemPackEntry }) => {
  const { t } = useTranslation('admin');
  const [title, setTitle] = useState(String(entry.pack.title ?? entry.name));
  const [enable, setEnable] = useState(entry.pack.enable !== false);
  const [items, setItems] = useState(itemsText(entry));
  const edit = useEditSystemPack();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = itemsChange(entry.section, items);
    if (change === undefined) {
      notify.failure(t('packs.entries-invalid'));
      return;
    }
    edit.mutate(
      { entry, changes: { title, enable, ...change } },
      { onSuccess: () => notify.success(t('packs.saved')), onError: notifyAdminError },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={entry.name}
      className="flex flex-col gap-3 border-line border-t pt-3 first:border-0 first:pt-0"
    >
      <div className="grid grid-cols-1 items-end gap-3 tablet:grid-cols-[1fr_1fr_auto]">
        <TextField label={t('packs.name')} value={entry.name} disabled dir="ltr" />
        <TextField
          label={t('packs.title')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Switch label={t('packs.enabled')} checked={enable} onChange={setEnable} className="pb-2" />
      </div>
      <TextArea
        label={t(ITEMS_LABEL[entry.section])}
        dir="ltr"
        rows={entry.section === 'AtaAdvanceStrategyPacks' ? 8 : 2}
        value={items}
        onChange={(event) => setItems(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="self-start" pending={edit.isPending}>
        {t('save')}
      </Button>
    </form>
  );
};

/** System packs: the seeded packs of one market at a time, by section. */
export const PacksPage = () => {
  const { t } = useTranslation('admin');
  const packs = useSystemPacks();
  const [market, setMarket] = useState<Market>('crypto');
  const mine = (packs.data ?? []).filter((entry) => entry.market === market);
  return (
    <>
      <TabHeader title={t('tabs.packs')} text={t('packs.text')}>
        <SelectField
          label={t('packs.market')}
          value={market}
          options={MARKETS.map((value) => ({ value, label: t(`market.${value}`, { ns: 'translation' }) }))}
          onChange={(value) => setMarket(value as Market)}
          className="w-48"
        />
      </TabHeader>
      {packs.isError && <ErrorState onRetry={() => void packs.refetch()} />}
      {SYSTEM_PACK_SECTIONS.map((section) => {
        const entries = mine.filter((entry) => entry.section === section);
        if (entries.length === 0) return null;
        return (
          <Card key={section} title={t(`packs.sections.${section}`)}>
            {entries.map((entry) => (
              <PackForm key={`${entry.market}.${entry.name}.${JSON.stringify(entry.pack)}`} entry={entry} />
            ))}
          </Card>
        );
      })}
    </>
  );
};
