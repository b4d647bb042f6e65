export { avatarUrlOf } from './avatar';
export { uploadsRoutes } from './routes';
export { ictDataOf, videoHistoryOf } from './video';
