export { userRoutes } from './routes';
export { accessHolderOf } from './stored-access';
export { createUserService } from './user-service';
export type { UserExtras } from './user-view';
export { createUsersRepo, type UsersRepo } from './users-repo';
