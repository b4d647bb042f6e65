import { type Market, RESERVED_ASSET_PACK_NAMES, validateAssetPack } from '@tradescope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPicker } from './asset-picker';
import { EditorShell } from './editor-shell';
import { usePackEditor } from './use-pack-editor';
import { editorErrorsOf, useSavePack } from './use-save-pack';

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
  const editor = usePackEditor(props.initialName, {
    existingNames: otherNames,
    reservedNames: RESERVED_ASSET_PACK_NAMES,
  });
  const { step, setStep, name, errors, onErrors } = editor;
  const [assets, setAssets] = useState<string[]>([...props.initialAssets]);
  const saver = useSavePack(market, 'assets', packKey);
  const listHref = `/market/${market}/settings/assets`;

  const save = () => {
    const checked = validateAssetPack({ name, assets }, { existingNames: otherNames, market });
    if (checked.ok) saver.save(checked.value, onErrors);
    else onErrors(editorErrorsOf(checked.errors));
  };

  return (
    <EditorShell
      title={props.title}
      listHref={listHref}
      step={step}
      onStepChange={setStep}
      name={name}
      onNameChange={editor.changeName}
      nameError={errors.name}
      onNext={editor.next}
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
          editor.clearItemErrors();
        }}
      />
    </EditorShell>
  );
};
