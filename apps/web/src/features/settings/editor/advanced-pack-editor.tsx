import { type AdvancedStrategyEntry, type Market, validateAdvancedPack } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/endpoints';
import { type AdvancedRow, entriesOf, rowOfIssue, rowsOf } from './advanced-rows';
import { AdvancedRowsField } from './advanced-rows-field';
import { EditorShell } from './editor-shell';
import { usePackEditor } from './use-pack-editor';
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
  const { t } = useTranslation('settings');
  const { market, packKey, otherNames } = props;
  const { data: user } = useUser();
  const editor = usePackEditor<EditorErrors & { row?: number }>(props.initialName, {
    existingNames: otherNames,
  });
  const { step, setStep, name, errors } = editor;
  const [rows, setRows] = useState<AdvancedRow[]>(() => rowsOf(props.initialItems));
  const saver = useSavePack(market, 'dynamic', packKey);
  const onErrors = (found: EditorErrors, row?: number) =>
    editor.onErrors({ ...found, ...(row === undefined ? {} : { row }) });

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
      onNameChange={editor.changeName}
      nameError={errors.name}
      onNext={editor.next}
      stepLabels={[t('editor.steps.strategies')]}
      itemsError={errors.items}
      onSave={save}
      pending={saver.pending}
    >
      <AdvancedRowsField
        market={market}
        source={user?.settings[market].DynamicPro.source}
        rows={rows}
        invalidRow={errors.row}
        onChange={(next) => {
          setRows(next);
          editor.clearItemErrors();
        }}
      />
    </EditorShell>
  );
};
