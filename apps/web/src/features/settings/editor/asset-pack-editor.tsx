import {
  type Market,
  RESERVED_ASSET_PACK_NAMES,
  validateAssetPack,
  validatePackName,
} from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPicker } from './asset-picker';
import { EditorShell } from './editor-shell';
import { type EditorErrors, editorErrorsOf, useSavePack } from './use-save-pack';

export interface AssetPackEditorProps {
  readonly market: Market;
  readonly title: string;
  /** The pack's key when editing; undefined for a new pack. */
  readonly packKey?: string;
  readonly initialName: string;
  readonly initialAssets: readonly string[];
  /** The user's other asset packs' names (spec §5: unique, and "all" is taken). */
  readonly otherNames: readonly string[];
}

/** Spec §2 asset pack editor: a name, then at least one asset of the market. */
export const AssetPackEditor = (props: AssetPackEditorProps) => {
  const { t } = useTranslation('settings');
  const { market, packKey, otherNames } = props;
  const [step, setStep] = useState(1);
  const [name, setName] = useState(props.initialName);
  const [assets, setAssets] = useState<string[]>([...props.initialAssets]);
  const [errors, setErrors] = useState<EditorErrors>({});
  const saver = useSavePack(market, 'assets', packKey);
  const listHref = `/market/${market}/settings/assets`;

  const next = () => {
    const checked = validatePackName(name, {
      existingNames: otherNames,
      reservedNames: RESERVED_ASSET_PACK_NAMES,
    });
    if (checked.ok) {
      setErrors({});
      setStep(2);
    } else setErrors(editorErrorsOf(checked.errors));
  };
  const save = () => {
    const checked = validateAssetPack({ name, assets }, { existingNames: otherNames, market });
    if (!checked.ok) {
      const found = editorErrorsOf(checked.errors);
      setErrors(found);
      if (found.name) setStep(1);
      return;
    }
    saver.save(checked.value, (found) => {
      setErrors(found);
      if (found.name) setStep(1);
    });
  };

  return (
    <EditorShell
      title={props.title}
      listHref={listHref}
      step={step}
      onStepChange={setStep}
      name={name}
      onNameChange={(value) => {
        setName(value);
        setErrors(({ items }) => (items ? { items } : {}));
      }}
      nameError={errors.name}
      onNext={next}
      stepLabels={[t('editor.steps.assets')]}
      itemsError={errors.items}
      onSave={save}
      pending={saver.pending}
    >
      <AssetPicker
        market={market}
        selected={assets}
        editing={packKey}
        onChange={(selected) => {
          setAssets(selected);
          setErrors(({ name: nameError }) => (nameError ? { name: nameError } : {}));
        }}
      />
    </EditorShell>
  );
};
