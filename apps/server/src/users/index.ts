export { createUsersRepo, type UsersRepo } from './users-repo';
