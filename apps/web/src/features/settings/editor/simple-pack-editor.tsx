import { LIMITS, type Market, validateSimplePack } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorShell } from './editor-shell';
import { StrategySelector } from './strategy-selector';
import { usePackEditor } from './use-pack-editor';
import { editorErrorsOf, useSavePack } from './use-save-pack';

export interface SimplePackEditorProps {
  readonly market: Market;
  readonly title: string;
  readonly packKey?: string;
  readonly initialName: string;
  readonly initialStrategies: readonly number[];
  readonly otherNames: readonly string[];
}

/** Spec §2 simple strategy pack editor: a name, then 1 to 15 strategies (spec §5). */
export const SimplePackEditor = (props: SimplePackEditorProps) => {
  const { t } = useTranslation('settings');
  const { market, packKey, otherNames } = props;
  const editor = usePackEditor(props.initialName, { existingNames: otherNames });
  const { step, setStep, name, errors, onErrors } = editor;
  const [strategiesIds, setStrategies] = useState<number[]>([...props.initialStrategies]);
  const saver = useSavePack(market, 'periscope', packKey);

  return (
    <EditorShell
      title={props.title}
      listHref={`/market/${market}/settings/periscope`}
      step={step}
      onStepChange={setStep}
      name={name}
      onNameChange={editor.changeName}
      nameError={errors.name}
      onNext={editor.next}
      stepLabels={[t('editor.steps.strategies')]}
      itemsError={errors.items}
      onSave={() => {
        const checked = validateSimplePack({ name, strategiesIds }, { existingNames: otherNames });
        if (checked.ok) saver.save(checked.value, onErrors);
        else onErrors(editorErrorsOf(checked.errors));
      }}
      pending={saver.pending}
    >
      <StrategySelector
        market={market}
        selected={strategiesIds}
        max={LIMITS.maxSimplePackStrategies}
        onChange={(selected) => {
          setStrategies(selected);
          editor.clearItemErrors();
        }}
      />
    </EditorShell>
  );
};
