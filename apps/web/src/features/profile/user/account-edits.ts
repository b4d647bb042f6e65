import { type User, validateDisplayName, validateNationalCode } from '@tradescope/domain';
import type { ProfileInput } from '../../../lib/endpoints/profile-update';

export type EditableField = 'displayName' | 'nationalCode';

/** The outcome of a draft: the body of POST user/update, or the message key of the broken rule. */
export type Edit = { ok: true; body: ProfileInput } | { ok: false; key: string };

/**
 * POST user/update carries the name and the national code together (spec §7): an edit of one sends the other as
 * stored. The domain's rules decide (spec §5: name not empty; national code 8-10 digits with its checksum).
 */
export const editOf = (
  user: Pick<User, 'displayName' | 'nationalCode'>,
  field: EditableField,
  draft: string,
): Edit => {
  const checked = field === 'displayName' ? validateDisplayName(draft) : validateNationalCode(draft);
  if (!checked.ok) return { ok: false, key: checked.errors[0]?.key ?? 'server.error' };
  return {
    ok: true,
    body: {
      displayName: field === 'displayName' ? checked.value : user.displayName,
      nationalCode: field === 'nationalCode' ? checked.value : user.nationalCode,
    },
  };
};
