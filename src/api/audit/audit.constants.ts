// Apart from the schemas: the authentication log's URL validation runs in the first page's
// entry, which needs the events without valibot's schemas.

/** What the authentication log records (spec 001 §7 "Security and sessions"). */
export const AUTH_EVENTS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'MFA_VERIFIED',
  'MFA_FAILED',
  'RECOVERY_CODE_USED',
  'MFA_ENABLED',
  'MFA_DISABLED',
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'SESSION_ENDED',
] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

/**
 * What the audit trail (GET /auditTrail) records, by the area it belongs to: the account's own
 * security events, then each module's changes (docs/decisions/administration.md "Support history and audit
 * log"). The area is the "what" filter's first choice, the action its second.
 */
export const AUDIT_ACTION_AREAS = {
  SIGN_IN: 'ACCOUNT',
  SIGN_OUT: 'ACCOUNT',
  PASSWORD_CHANGED: 'ACCOUNT',
  PASSWORD_RESET: 'ACCOUNT',
  MFA_ENABLED: 'ACCOUNT',
  MFA_DISABLED: 'ACCOUNT',
  SESSION_ENDED: 'ACCOUNT',
  USER_CREATED: 'USERS',
  USER_UPDATED: 'USERS',
  USER_DELETED: 'USERS',
  USER_BLOCKED: 'USERS',
  USER_UNBLOCKED: 'USERS',
  USER_INVITED: 'USERS',
  ROLE_CREATED: 'USERS',
  ROLE_UPDATED: 'USERS',
  ROLE_DELETED: 'USERS',
  POLICY_CREATED: 'USERS',
  POLICY_UPDATED: 'USERS',
  POLICY_DELETED: 'USERS',
  RESTAURANT_CREATED: 'RESTAURANT',
  RESTAURANT_UPDATED: 'RESTAURANT',
  RESTAURANT_DELETED: 'RESTAURANT',
  RESTAURANT_DEVICES_ASSIGNED: 'RESTAURANT',
  RESTAURANT_DEVICES_MOVED: 'RESTAURANT',
  RESTAURANT_DEVICES_UNASSIGNED: 'RESTAURANT',
  DEVICE_CONFIRMED: 'DEVICE',
  DEVICE_DELETED: 'DEVICE',
  TABLET_RENAMED: 'DEVICE',
  TABLET_REMOTE_ACCESS_CHANGED: 'DEVICE',
  TABLET_COMMAND_SENT: 'DEVICE',
  TABLET_DELETED: 'DEVICE',
  TABLET_LOG_DELETED: 'DEVICE',
  TABLET_SESSIONS_DELETED: 'DEVICE',
  KITCHEN_RECORD_DELETED: 'EVENTS',
  TIMER_RECORD_DELETED: 'TIMER_CYCLE_HISTORY',
  UNUSUAL_EVENT_DELETED: 'UNUSUAL',
  REPORT_DELETED: 'REPORTS',
  SUPPORT_REQUEST_SENT: 'SUPPORT',
  SUPPORT_REQUEST_RESOLVED: 'SUPPORT',
  SUPPORT_REQUEST_DELETED: 'SUPPORT',
  AUDIT_EXPORTED: 'AUDIT',
  CATERING_ORDER_CREATED: 'PCS',
  CATERING_ORDER_UPDATED: 'PCS',
  CATERING_ORDER_FINALIZED: 'PCS',
  CATERING_ORDER_DELETED: 'PCS',
  RECURRING_ORDER_CREATED: 'PCS',
  RECURRING_ORDER_UPDATED: 'PCS',
  RECURRING_ORDER_DELETED: 'PCS',
  FRYER_CREATED: 'PCS',
  FRYER_UPDATED: 'PCS',
  FRYER_DELETED: 'PCS',
  ADJUSTMENT_RULE_CREATED: 'PCS',
  ADJUSTMENT_RULE_UPDATED: 'PCS',
  ADJUSTMENT_RULE_DELETED: 'PCS',
  SCALES_UPDATED: 'PCS',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_AREAS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_AREAS) as AuditAction[];

/** The areas in the filter's order: the account first, then modules (spec 000 §6 order). */
export const AUDIT_AREAS = [
  'ACCOUNT',
  'USERS',
  'RESTAURANT',
  'DEVICE',
  'EVENTS',
  'TIMER_CYCLE_HISTORY',
  'UNUSUAL',
  'REPORTS',
  'SUPPORT',
  'AUDIT',
  'PCS',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** The audit log's page size is the lists' (spec 000 §9: 10, 20, 50; 20 by default). */
export const AUDIT_MAX_LIMIT = 100;
