import * as v from 'valibot';
import { ACTIONS, MODULES, type Permission } from '../../lib/access';
import { isKnown } from '../../lib/known-value';
import { isStrongPassword } from '../../lib/password-policy';
import { optionalAnswer, textField } from '../../lib/optional-answer';
import { readsWire } from '../../lib/tolerant-read';

/**
 * An access list as an answer carries it (a user's role, a policy, a role). Spec 000 §3: modules
 * beyond the listed ones "are not shown", so a permission of another module is ignored, as is an
 * action the console does not know; a permission that is not a module and its actions is left
 * out. A provider's role with one more module still signs its users in.
 */
export const accessListSchema = readsWire(
  v.pipe(
    v.array(v.unknown()),
    v.transform((rows): Permission[] =>
      rows.flatMap((row) => {
        const { moduleType, actionType } = (row ?? {}) as Record<string, unknown>;
        if (!isKnown(MODULES, moduleType) || !Array.isArray(actionType)) return [];
        return [
          { moduleType, actionType: actionType.filter((action) => isKnown(ACTIONS, action)) },
        ];
      }),
    ),
  ),
  v.array(v.object({ moduleType: v.string(), actionType: v.array(v.string()) })),
) as unknown as v.GenericSchema<Permission[], Permission[]>;

/**
 * A role as the user carries it: its policies' accesses, not yet merged per module. Spec 000 §3
 * names `userRoleDto (uuid, accessList)`; its name is optional (a list shows '—' without it).
 */
const userRoleSchema = v.object({
  uuid: v.string(),
  name: v.optional(v.string()),
  accessList: accessListSchema,
});
export type UserRole = v.InferOutput<typeof userRoleSchema>;

/** USER and ADMIN are the spec's; any other string is "another type" (spec 000 §1). */
const userTypeSchema = v.pipe(v.string(), v.minLength(1));

/**
 * A user as an answer carries it (spec 000 §3, 001 §3 "User: email, type, userRoleDto,
 * restaurantUuid, notification flag, multiFactorAuthentication flag"): those are required, the
 * e-mail as any text (the provider checked it when the user was made). The names and `blocked`
 * are ours and optional: a user without a name is named by the e-mail, and one whose `blocked`
 * is absent by its `status` (docs/decisions/provider-api.md, "Reading answers").
 */
export const userSchema = v.object({
  uuid: v.string(),
  email: v.string(),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  type: userTypeSchema,
  /** Absent (an ADMIN's, say) reads as none. */
  restaurantUuid: v.optional(v.nullable(v.string()), null),
  /**
   * A non-USER's restaurants, null for every one (an ADMIN's too); null for a USER, whose
   * `restaurantUuid` says it. Optional: what a user may hand out depends on it (decisions,
   * "Delegation: grant only what you hold"), and an older answer lacks it.
   */
  restaurantUuids: v.optional(v.nullable(v.array(v.string()))),
  userRoleDto: v.nullable(userRoleSchema),
  notification: v.boolean(),
  multiFactorAuthentication: v.boolean(),
  blocked: v.optional(v.boolean()),
});
export type User = v.InferOutput<typeof userSchema>;

const strongPassword = v.pipe(
  v.string(),
  v.check(isStrongPassword, 'The password does not meet the rules'),
);

export const forgotPasswordBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Enter a valid email')),
});

export const resetTokenQuerySchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()) });

/**
 * GET /users/password/reset/check: spec 001 §7 line 201 gives it no answer; a link it does not
 * refuse is good. Ours names the link's e-mail, which the page shows when given.
 */
export const resetTokenCheckSchema = optionalAnswer(
  v.object({ email: v.optional(v.string()) }),
  (answer) => textField(answer, 'email'),
);

export const resetPasswordBodySchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  password: strongPassword,
});

export const changePasswordBodySchema = v.object({
  oldPassword: v.pipe(v.string(), v.nonEmpty('Enter the current password')),
  newPassword: strongPassword,
});
