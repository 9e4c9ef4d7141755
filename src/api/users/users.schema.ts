import * as v from 'valibot';

/** Spec 000 §3 "Permission": modules and actions, actions in this order. */
export const MODULES = [
  'DASHBOARD',
  'PCS',
  'EVENTS',
  'TIMER_CYCLE_HISTORY',
  'STOCK_OUT',
  'PERFORMANCE',
  'UNUSUAL',
  'KITCHEN_PLAYER',
  'PLUG_AND_PLAY',
  'CAMERAS',
  'DEVICE',
  'RESTAURANT',
  'MONITORING',
  'REPORTS',
  'MATERIAL_SETTINGS',
  'USERS',
  'AUDIT',
  'SUPPORT',
] as const;
export const ACTIONS = ['VIEW', 'CREATE', 'EDIT', 'DELETE'] as const;

export type ModuleType = (typeof MODULES)[number];
export type ActionType = (typeof ACTIONS)[number];

export const permissionSchema = v.object({
  moduleType: v.picklist(MODULES),
  actionType: v.array(v.picklist(ACTIONS)),
});
export type Permission = v.InferOutput<typeof permissionSchema>;

/** A role as the user carries it: its policies' accesses, not yet merged per module. */
export const userRoleSchema = v.object({
  uuid: v.string(),
  name: v.string(),
  accessList: v.array(permissionSchema),
});
export type UserRole = v.InferOutput<typeof userRoleSchema>;

/** USER and ADMIN are the spec's; any other string is "another type" (spec 000 §1). */
export const userTypeSchema = v.pipe(v.string(), v.minLength(1));

export const userSchema = v.object({
  uuid: v.string(),
  email: v.pipe(v.string(), v.email()),
  firstName: v.string(),
  lastName: v.string(),
  type: userTypeSchema,
  restaurantUuid: v.nullable(v.string()),
  userRoleDto: v.nullable(userRoleSchema),
  notification: v.boolean(),
  multiFactorAuthentication: v.boolean(),
  blocked: v.boolean(),
});
export type User = v.InferOutput<typeof userSchema>;
