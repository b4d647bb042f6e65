export { avatarUrlOf } from './avatar';
export { uploadsRoutes } from './routes';
export { ictDataOf } from './video';
