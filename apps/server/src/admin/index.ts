export { auditAdminChanges } from './audit-hook';
export { createAuditRepo } from './audit-repo';
export { requireAdministrator } from './require-administrator';
export { adminRoutes } from './routes';
