import {
  MARKETS,
  nameSchema,
  SYSTEM_PACK_SECTIONS,
  successEnvelopeSchema,
  systemPackEntrySchema,
  titleSchema,
} from '@tradescope/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db';
import { success, typed } from '../http';
import { editSystemPack, listSystemPacks, type SystemPacks } from '../system-packs';

const packParams = z.object({
  market: z.enum(MARKETS),
  section: z.enum(SYSTEM_PACK_SECTIONS),
  name: nameSchema,
});
// Item shapes are checked against the section's own pack schema in the service.
const changesBody = z.object({
  title: titleSchema.optional(),
  enable: z.boolean().optional(),
  assets: z.array(z.string()).max(1000).optional(),
  strategiesIds: z.array(z.number()).max(1000).optional(),
  items: z.array(z.unknown()).max(100).optional(),
});

/** The administrator's view and edit of the seeded packs per market (the spec's Ata… sections). */
export const systemPacksRoutes = (
  plain: FastifyInstance,
  db: Database,
  packs: SystemPacks,
  onEdited: () => void = () => {},
): void => {
  const app = typed(plain);

  app.get(
    '/system-packs',
    { schema: { response: { 200: successEnvelopeSchema(z.array(systemPackEntrySchema)) } } },
    async () => success(await listSystemPacks(db)),
  );

  app.put(
    '/system-packs/:market/:section/:name',
    {
      schema: {
        params: packParams,
        body: changesBody,
        response: { 200: successEnvelopeSchema(systemPackEntrySchema) },
      },
    },
    async (request) => {
      const edited = await editSystemPack(db, packs, request.params, request.body);
      onEdited();
      return success(edited);
    },
  );
};
