/**
 * Message keys of the uploads module. The first four are the spec's (§5, §8, texts in the domain's
 * VALIDATION_MESSAGES); the rest are ours where the spec names a rule but not its words.
 */
export const UPLOAD_KEYS = {
  avatarError: 'profile.profile-tab.avatar-upload-error',
  videoSize: 'profile.upload-video-tab.file-size-error',
  videoType: 'profile.upload-video-tab.file-type-error',
  videoPending: 'profile.upload-video-tab.pending-video',
  /** Spec §6 "You must upgrade your account to use this section": the plan has no upload-video access. */
  upgradeRequired: 'access.upgrade-required',
  /** An administrator rejected a video without saying why. */
  commentRequired: 'admin.videos.comment-required',
  /** The video was already accepted or rejected. */
  alreadyReviewed: 'admin.videos.already-reviewed',
} as const;
