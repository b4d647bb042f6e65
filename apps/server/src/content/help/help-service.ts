import type { Database } from '../../db';
import { HttpError } from '../../http';
import { CONTENT_KEYS } from '../content-keys';
import { createHelpRepo } from './help-repo';
import type { HelpEntryInput } from './help-schemas';
import { buildHelpTree, entryOf, type HelpEntry, type HelpSection, type HelpVariant } from './help-tree';
import { sanitizeHtml } from './html-sanitizer';

export const helpTree = async (db: Database, variant: HelpVariant): Promise<HelpSection[]> =>
  buildHelpTree(await createHelpRepo(db).all(), variant);

const parentError = (key: string): HttpError => new HttpError(400, key, [{ field: 'body.parentId', key }]);

/**
 * Creates or replaces a help entry. Content is sanitized here, on the way in, so every reader gets safe HTML. Help
 * has two levels: a parent must be a section, and a section that has children cannot become a child.
 */
export const saveHelpEntry = (
  db: Database,
  id: string,
  input: HelpEntryInput,
  nowMs: number,
): Promise<{ created: boolean; entry: HelpEntry }> =>
  db.transaction().execute(async (trx) => {
    const help = createHelpRepo(trx);
    const existing = await help.findById(id);
    if (input.parentId !== null) {
      const parent = await help.findById(input.parentId);
      if (parent === undefined) throw parentError(CONTENT_KEYS.helpParentNotFound);
      if (input.parentId === id || parent.parent_id !== null || (await help.hasChildren(id))) {
        throw parentError(CONTENT_KEYS.helpTooDeep);
      }
    }
    const row = {
      id,
      parent_id: input.parentId,
      position: input.position,
      platform: input.platform,
      label_en: input.label_en,
      label_fa: input.label_fa,
      content_en: sanitizeHtml(input.content_en),
      content_fa: sanitizeHtml(input.content_fa),
      image_light: input.image_light,
      image_dark: input.image_dark,
      updated_at: nowMs,
    };
    await help.upsert(row);
    return { created: existing === undefined, entry: entryOf(row) };
  });

/** Deletes an entry; a section's children go with it. */
export const deleteHelpEntry = async (db: Database, id: string): Promise<void> => {
  if (!(await createHelpRepo(db).remove(id))) throw new HttpError(404, CONTENT_KEYS.helpNotFound);
};
