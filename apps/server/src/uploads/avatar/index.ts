export { avatarRoutes } from './avatar.routes';
export { AVATAR_SWEEP_EVERY_MS, createAvatarService } from './avatar-service';
export { avatarUrlOf } from './avatar-url';
