export { userRoutes } from './routes';
export { accessHolderOf, NO_ACCESS } from './stored-access';
export { createUserService, type UserService } from './user-service';
export type { UserExtras } from './user-view';
export { createUsersRepo, type UserRecord, type UsersRepo } from './users-repo';
