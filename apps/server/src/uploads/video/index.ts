export { adminVideoRoutes } from './admin-video.routes';
export { ictDataOf } from './ict-data';
export { videoRoutes } from './video.routes';
export { createVideoReview } from './video-review';
export { createVideoService, VIDEO_MAX_BYTES, videoHistoryOf } from './video-service';
