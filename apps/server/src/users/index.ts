export { userRoutes } from './routes';
export { accessHolderOf, NO_ACCESS } from './stored-access';
export { createUserService } from './user-service';
export type { UserExtras } from './user-view';
export { createUsersRepo, type UserRecord, type UsersRepo } from './users-repo';
