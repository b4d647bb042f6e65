import type { PurchaseStatus, VideoStatus } from '../entities';

/** Colour families of status badges. */
export const STATUS_TONES = ['error', 'warning', 'success'] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

export interface StatusView {
  /** Message key suffix the web translates. */
  readonly label: string;
  readonly tone: StatusTone;
}

/** Purchase history (spec §2): failed error, cancelled and pending warning, completed shown as successful. */
const PURCHASE_STATUS_VIEWS = {
  failed: { label: 'failed', tone: 'error' },
  cancelled: { label: 'cancelled', tone: 'warning' },
  completed: { label: 'successful', tone: 'success' },
  pending: { label: 'pending', tone: 'warning' },
} as const satisfies Record<PurchaseStatus, StatusView>;

export const purchaseStatusView = (status: PurchaseStatus): StatusView => PURCHASE_STATUS_VIEWS[status];

/** Video history (spec §2): pending warning, accept success, reject error. */
const VIDEO_STATUS_TONES = {
  pending: 'warning',
  accept: 'success',
  reject: 'error',
} as const satisfies Record<VideoStatus, StatusTone>;

export const videoStatusTone = (status: VideoStatus): StatusTone => VIDEO_STATUS_TONES[status];

/** A new ICT video may not be uploaded while an earlier one awaits review (spec §4). */
export const canUploadVideo = (history: readonly { readonly status: VideoStatus }[]): boolean =>
  !history.some((video) => video.status === 'pending');
