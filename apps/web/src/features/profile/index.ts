import { addTranslations } from '../../lib/i18n';
import en from './i18n/en.json';

export { FreezeTab } from './freeze/freeze-tab';
export { GiftsTab } from './gifts/gifts-tab';
export { InstallmentTab } from './installments/installment-tab';
export { PlansPage } from './plans/plans-page';
export { ProfileLayout } from './profile-layout';
export { PurchaseHistoryTab } from './purchases/purchase-history-tab';
export { SessionsTab } from './sessions/sessions-tab';
export { UserTab } from './user/user-tab';
export { UploadVideoTab } from './video/upload-video-tab';

/** The profile's words: loaded with its screens, never in the first load. */
export const loadTranslations = () => addTranslations('profile', en, () => import('./i18n/fa.json'));
