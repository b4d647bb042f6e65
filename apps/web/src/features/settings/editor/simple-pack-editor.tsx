import { LIMITS, type Market, validatePackName, validateSimplePack } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorShell } from './editor-shell';
import { StrategySelector } from './strategy-selector';
import { type EditorErrors, editorErrorsOf, useSavePack } from './use-save-pack';

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
  const [step, setStep] = useState(1);
  const [name, setName] = useState(props.initialName);
  const [strategiesIds, setStrategies] = useState<number[]>([...props.initialStrategies]);
  const [errors, setErrors] = useState<EditorErrors>({});
  const saver = useSavePack(market, 'periscope', packKey);
  const onErrors = (found: EditorErrors) => {
    setErrors(found);
    if (found.name) setStep(1);
  };

  return (
    <EditorShell
      title={props.title}
      listHref={`/market/${market}/settings/periscope`}
      step={step}
      onStepChange={setStep}
      name={name}
      onNameChange={(value) => {
        setName(value);
        setErrors(({ items }) => (items ? { items } : {}));
      }}
      nameError={errors.name}
      onNext={() => {
        const checked = validatePackName(name, { existingNames: otherNames });
        if (checked.ok) {
          setErrors({});
          setStep(2);
        } else onErrors(editorErrorsOf(checked.errors));
      }}
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
          setErrors(({ name: nameError }) => (nameError ? { name: nameError } : {}));
        }}
      />
    </EditorShell>
  );
};
