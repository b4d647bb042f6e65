import {
  type AdvancedStrategyEntry,
  type AlertPack,
  type Market,
  NEW_PACK_NAME,
  nextPackName,
} from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useUser } from '../../../lib/endpoints';
import { buttonClass } from '../../../ui/button';
import { ErrorState } from '../../../ui/states';
import { ownCountOf, packRowsOf } from '../list/pack-rows';
import { PACK_KINDS, type PackListKind } from '../pack-kinds';
import { AdvancedPackEditor } from './advanced-pack-editor';
import { alertDraftOf, newAlertDraft } from './alert-draft';
import { AlertEditor } from './alert-editor';
import { AssetPackEditor } from './asset-pack-editor';
import { otherNamesOf, ownPackOf } from './saved-pack';
import { SimplePackEditor } from './simple-pack-editor';

const Page = ({ title, text, listHref }: { title: string; text: string; listHref: string }) => {
  const { t } = useTranslation('settings');
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="font-semibold text-2xl">{title}</h1>
      <p className="max-w-md text-ink-muted">{text}</p>
      <Link to={listHref} className={buttonClass('primary')}>
        {t('not-found.back')}
      </Link>
    </main>
  );
};

/**
 * A pack's editor (spec §2): packName "_" is a new pack named "My Pack N"; an unknown, deleted or system pack is not
 * found. A new pack beyond the plan's access or count goes back to the list, where the upgrade path is.
 */
export const PackEditorPage = ({ market, kind }: { market: Market; kind: PackListKind }) => {
  const { t } = useTranslation('settings');
  const { packName = '' } = useParams();
  const { data: user, isPending, refetch } = useUser();
  const listHref = `/market/${market}/settings/${kind}`;
  if (isPending) return <main className="mx-auto h-64 w-full max-w-4xl animate-pulse" aria-busy="true" />;
  if (!user) return <ErrorState onRetry={() => refetch()} />;

  const isNew = packName === NEW_PACK_NAME;
  const pack = isNew ? undefined : ownPackOf(user.settings, market, kind, packName);
  if (!isNew && pack === undefined)
    return (
      <Page title={t('not-found.title')} text={t('not-found.text', { name: packName })} listHref={listHref} />
    );
  if (isNew && ownCountOf(packRowsOf(user.settings, market, kind)) >= user.limitations[PACK_KINDS[kind].cap])
    return <Navigate to={listHref} replace />;

  const otherNames = otherNamesOf(user.settings, market, kind, isNew ? undefined : packName);
  const common = {
    market,
    packKey: isNew ? undefined : packName,
    initialName: pack?.name ?? nextPackName(otherNames),
    otherNames,
    title:
      kind === 'alerts'
        ? isNew
          ? t('editor.new-alert')
          : t('editor.edit-alert', { name: pack?.name })
        : isNew
          ? t('editor.new-title')
          : t('editor.edit-title', { name: pack?.name }),
  };
  if (kind === 'assets')
    return (
      <AssetPackEditor
        {...common}
        initialAssets={pack && 'assets' in pack ? (pack.assets as string[]) : []}
      />
    );
  if (kind === 'periscope')
    return (
      <SimplePackEditor
        {...common}
        initialStrategies={pack && 'strategiesIds' in pack ? (pack.strategiesIds as number[]) : []}
      />
    );
  if (kind === 'dynamic')
    return (
      <AdvancedPackEditor
        {...common}
        initialItems={pack && 'items' in pack ? (pack.items as AdvancedStrategyEntry[]) : []}
      />
    );
  return (
    <AlertEditor
      market={market}
      title={common.title}
      packKey={common.packKey}
      otherNames={otherNames}
      botAllowed={user.phoneNumberVerified}
      initial={pack ? alertDraftOf(pack as unknown as AlertPack) : newAlertDraft(market, common.initialName)}
    />
  );
};
