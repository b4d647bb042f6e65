import { type Market, unixSecondsFromMillis, type ValidationIssue } from '@tradescope/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useSaveSettings, useUser } from '../../../lib/endpoints';
import { messageText } from '../../../lib/i18n';
import { notify } from '../../../ui/toast';
import type { PackListKind } from '../pack-kinds';
import { type PackContent, withSavedPack } from './saved-pack';

/** A refused field of the editor: the pack's name, or its items. */
export type EditorErrors = { readonly name?: string; readonly items?: string };

/** The editor's fields from rule issues (the domain's before sending, the server's after): first message of each. */
export const editorErrorsOf = (
  issues: readonly { field: string; key: string; params?: ValidationIssue['params'] }[],
): EditorErrors => {
  const nameIssue = issues.find((issue) => issue.field === 'name' || issue.field.endsWith('.name'));
  const itemsIssue = issues.find((issue) => issue !== nameIssue);
  return {
    ...(nameIssue ? { name: messageText(nameIssue.key, nameIssue.params) } : {}),
    ...(itemsIssue ? { items: messageText(itemsIssue.key, itemsIssue.params) } : {}),
  };
};

/**
 * Saves the pack into the settings document and returns to the list (spec §2); a refusal shows the server's message
 * as a toast and on its field (spec §5).
 */
export const useSavePack = (market: Market, kind: PackListKind, originalKey: string | undefined) => {
  const { t } = useTranslation('settings');
  const { data: user } = useUser();
  const save = useSaveSettings();
  const navigate = useNavigate();
  return {
    pending: save.isPending,
    save: (content: PackContent, onErrors: (errors: EditorErrors) => void) => {
      if (!user) return;
      const next = withSavedPack(
        user.settings,
        market,
        kind,
        originalKey,
        content,
        unixSecondsFromMillis(Date.now()),
      );
      save.mutate(next, {
        onSuccess: () => {
          notify.success(t('editor.saved', { name: content.name.trim() }));
          navigate(`/market/${market}/settings/${kind}`);
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.length > 0) {
            const errors = editorErrorsOf(error.fieldErrors);
            onErrors(errors);
            notify.failure(errors.name ?? errors.items ?? messageText(error.key));
            return;
          }
          notify.error(error);
        },
      });
    },
  };
};
