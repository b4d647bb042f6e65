/** One administrator change (its migration: migrations/0013-admin-audit.ts). Times are unix milliseconds. */
export type AdminAuditTable = {
  id: string;
  actor_id: string;
  /** Kept as it was at the time, so the log still names who acted after an e-mail change. */
  actor_email: string;
  /** The route's method and path pattern, e.g. "POST /admin/users/:userId/grant". */
  action: string;
  /** The user, video, tip, help section, quote or pack acted on; null when the change has none. */
  target: string | null;
  /** The request's body as JSON, long texts cut. */
  details_json: string;
  created_at: number;
};

export type AdminTables = { admin_audit: AdminAuditTable };
