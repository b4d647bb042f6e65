import { addTranslations } from '../../lib/i18n';
import en from './i18n/en.json';

export { AdminLayout } from './admin-layout';
export { AuditPage } from './audit/audit-page';
export { HealthPage } from './health/health-page';
export { HelpPage } from './help/help-page';
export { PacksPage } from './packs/packs-page';
export { QuotesPage } from './quotes/quotes-page';
export { TipsPage } from './tips/tips-page';
export { UserDetailPage } from './users/user-detail-page';
export { UsersPage } from './users/users-page';
export { VideosPage } from './videos/videos-page';

/** The console's words: loaded with it, never in the first load. */
export const loadTranslations = () => addTranslations('admin', en, () => import('./i18n/fa.json'));
