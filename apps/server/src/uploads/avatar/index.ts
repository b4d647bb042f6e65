export { avatarRoutes } from './avatar.routes';
export { createAvatarService } from './avatar-service';
export { avatarUrlOf } from './avatar-url';
