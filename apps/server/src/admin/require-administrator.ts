import type { FastifyRequest } from 'fastify';
import { AUTH_KEYS } from '../auth';
import { HttpError } from '../http';
import type { UsersRepo } from '../users';

/** preParsing hook after `requireUser`: the caller must hold the administrator role (spec §3 User.role). */
export const requireAdministrator =
  (users: UsersRepo) =>
  async (request: FastifyRequest): Promise<void> => {
    const user = request.auth === null ? undefined : await users.findById(request.auth.userId);
    if (user?.role !== 'administrator') throw new HttpError(403, AUTH_KEYS.forbidden);
  };
