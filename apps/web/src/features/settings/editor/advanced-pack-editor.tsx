import {
  type AdvancedStrategyEntry,
  FEATURES,
  type Market,
  marketGroupOf,
  timeframesOf,
  unixSecondsFromMillis,
  validateAdvancedPack,
  validatePackName,
} from '@tradescope/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../lib/app-store';
import { useUser } from '../../../lib/endpoints';
import { useStrategies } from '../../../lib/endpoints/strategies';
import { ErrorState } from '../../../ui/states';
import { AdvancedRowFields } from './advanced-row-fields';
import { type AdvancedRow, entriesOf, rowOfIssue, rowsOf, withoutRow, withRow } from './advanced-rows';
import { EditorShell } from './editor-shell';
import { strategyOptionsOf } from './strategy-options';
import { type EditorErrors, editorErrorsOf, useSavePack } from './use-save-pack';

export interface AdvancedPackEditorProps {
  readonly market: Market;
  readonly title: string;
  readonly packKey?: string;
  readonly initialName: string;
  readonly initialItems: readonly AdvancedStrategyEntry[];
  readonly otherNames: readonly string[];
}

/** Spec §2 advanced strategy pack editor: a name, then rows of one strategy each, joined by "and". */
export const AdvancedPackEditor = (props: AdvancedPackEditorProps) => {
  const { t, i18n } = useTranslation('settings');
  const { market, packKey, otherNames } = props;
  const { data: user } = useUser();
  const strategies = useStrategies();
  const openUpgrade = useAppStore((state) => state.openUpgrade);
  const [step, setStep] = useState<1 | 2>(1);
  const [name, setName] = useState(props.initialName);
  const [rows, setRows] = useState<AdvancedRow[]>(() => rowsOf(props.initialItems));
  const [errors, setErrors] = useState<EditorErrors & { row?: number }>({});
  const saver = useSavePack(market, 'dynamic', packKey);
  const onErrors = (found: EditorErrors, row?: number) => {
    setErrors({ ...found, ...(row === undefined ? {} : { row }) });
    if (found.name) setStep(1);
  };

  const options =
    user && strategies.data
      ? strategyOptionsOf(strategies.data.list, user, market, unixSecondsFromMillis(Date.now()))
      : [];
  const persian = i18n.language === 'fa';
  const itemsFor = (index: number) => {
    const taken = new Set(
      rows.flatMap((row, at) => (at !== index && row.strategyId !== null ? [row.strategyId] : [])),
    );
    return options.map(({ strategy, minCap }) => ({
      value: String(strategy.id),
      label: persian ? strategy.fa_name : strategy.name,
      lock: minCap !== null,
      disabled: taken.has(strategy.id),
    }));
  };
  const source = user?.settings[market].DynamicPro.source;
  const timeframes = source ? timeframesOf(source) : [];

  const save = () => {
    const checked = validateAdvancedPack({ name, items: rows }, { existingNames: otherNames });
    if (!checked.ok) {
      const first = checked.errors.find((issue) => issue.field !== 'name');
      onErrors(editorErrorsOf(checked.errors), first ? rowOfIssue(first.field) : undefined);
      return;
    }
    saver.save({ name, type: 'advance', items: entriesOf(rows) }, onErrors);
  };

  return (
    <EditorShell
      title={props.title}
      listHref={`/market/${market}/settings/dynamic`}
      step={step}
      onStepChange={setStep}
      name={name}
      onNameChange={(value) => {
        setName(value);
        setErrors(({ name: _, ...rest }) => rest);
      }}
      nameError={errors.name}
      onNext={() => {
        const checked = validatePackName(name, { existingNames: otherNames });
        if (checked.ok) {
          setErrors({});
          setStep(2);
        } else onErrors(editorErrorsOf(checked.errors));
      }}
      itemsLabel={t('editor.steps.strategies')}
      itemsError={errors.items}
      onSave={save}
      pending={saver.pending}
    >
      {strategies.isError ? (
        <ErrorState compact title={t('strategies.error')} onRetry={() => strategies.refetch()} />
      ) : (
        <>
          <p className="text-ink-muted text-xs">{t('advanced.hint')}</p>
          <ol className="flex flex-col gap-2">
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the pack; rows have no id of their own
              <Fragment key={index}>
                {index > 0 && (
                  <li aria-hidden="true" className="flex items-center gap-2 ps-3">
                    <span className="rounded-md bg-brand/10 px-2 py-0.5 font-semibold text-brand text-xs uppercase">
                      {t('advanced.and')}
                    </span>
                  </li>
                )}
                <AdvancedRowFields
                  index={index}
                  row={row}
                  strategies={itemsFor(index)}
                  timeframes={timeframes}
                  invalid={errors.row === index}
                  blank={index === rows.length - 1 && row.strategyId === null}
                  onChange={(next) => {
                    setRows(withRow(rows, index, next));
                    setErrors(({ name: nameError }) => (nameError ? { name: nameError } : {}));
                  }}
                  onRemove={() => setRows(withoutRow(rows, index))}
                  onLocked={() =>
                    openUpgrade({
                      rule: FEATURES['advanceStrategyPacks.add'].rule,
                      group: marketGroupOf(market),
                    })
                  }
                />
              </Fragment>
            ))}
          </ol>
        </>
      )}
    </EditorShell>
  );
};
