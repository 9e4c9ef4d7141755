import * as v from 'valibot';
import { userSchema } from '../users/users.schema';
import { optionalAnswer, textField } from '../../lib/optional-answer';

export const credentialsSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Email is required'),
    v.email('Enter a valid email'),
  ),
  password: v.pipe(v.string(), v.nonEmpty('Password is required')),
});
export type Credentials = v.InferOutput<typeof credentialsSchema>;

/** The tokens part of a sign-in or refresh answer; dates are epoch milliseconds. */
export const tokensSchema = v.object({
  userUuid: v.string(),
  accessToken: v.string(),
  refreshToken: v.string(),
  accessExpDate: v.number(),
  refreshExpDate: v.number(),
});
export type Tokens = v.InferOutput<typeof tokensSchema>;

/** Spec 000 §3 "loginInfo (includes daysToPasswordExpiration)"; the last sign-in is ours. */
const loginInfoSchema = v.object({
  daysToPasswordExpiration: v.number(),
  lastSignInTime: v.optional(v.nullable(v.number())),
});

/**
 * Spec 000 §7: the sign-in answer has user and multiFactorAuthentication (a code is to be
 * verified). `multiFactorSetupRequired` is ours: an administrator requires multi-factor of this
 * user, who has none yet, so the session may only set it up (spec 000 §6 per-user option). A
 * provider that does not send it requires no setup.
 */
export const signInResultSchema = v.object({
  ...tokensSchema.entries,
  multiFactorAuthentication: v.boolean(),
  multiFactorSetupRequired: v.optional(v.boolean(), false),
  user: userSchema,
  loginInfo: loginInfoSchema,
});
export type SignInResult = v.InferOutput<typeof signInResultSchema>;

export const refreshBodySchema = v.object({ refreshToken: v.pipe(v.string(), v.nonEmpty()) });

export const mfaCodeBodySchema = v.object({
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'The code has 6 digits')),
});

export const recoveryCodeBodySchema = v.object({
  recoveryCode: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a recovery code')),
});

/**
 * A current second factor, for PUT /auth/multiFactor/recoveryCodes/reset: a code from the app
 * (`code`) or one of the recovery codes (`recoveryCode`), exactly one. Spec 000 §7 gives the call
 * no payload; ours asks for a factor so that a session left open, or taken, cannot mint a lasting
 * second factor of its own (docs/decisions/sign-in-and-access.md, "Every channel checks who is
 * there").
 */
export const currentFactorBodySchema = v.union([
  v.strictObject({ code: mfaCodeBodySchema.entries.code }),
  v.strictObject({ recoveryCode: recoveryCodeBodySchema.entries.recoveryCode }),
]);
export type CurrentFactor = v.InferInput<typeof currentFactorBodySchema>;

/**
 * PUT /auth/multiFactor/enable: spec 000 §7 gives it no answer ("none"); ours carries the secret
 * (base32) for typing into an authenticator when the QR code cannot be scanned. Without it the
 * QR code alone is shown.
 */
export const mfaEnableSchema = optionalAnswer(
  v.object({ secret: v.optional(v.string()) }),
  (answer) => textField(answer, 'secret'),
);

/** PUT /auth/multiFactor/recoveryCodes/reset: spec 000 §7 line 164 "answer has new codes". */
export const recoveryCodesSchema = v.object({ recoveryCodes: v.array(v.string()) });

/**
 * POST /auth/multiFactor/enable/verify: spec 000 §7 line 162 gives it no answer. Ours carries
 * the first recovery codes; a provider that sends none (absent, null, `true`, `{}`) has still
 * turned multi-factor on, and the console offers to make codes through the reset call.
 */
export const mfaEnabledSchema = optionalAnswer(
  v.object({ recoveryCodes: v.optional(v.array(v.string())) }),
  ({ recoveryCodes }) => ({
    recoveryCodes: Array.isArray(recoveryCodes)
      ? recoveryCodes.filter((code): code is string => typeof code === 'string' && code !== '')
      : [],
  }),
);

/**
 * Spec 001 §3 "Session: signedInTime", and its id (DELETE /auth/sessions/{id}): required. What
 * lets a user tell their devices apart is ours and optional: a session without it shows '—', and
 * one that does not say it is this device's is not marked as such.
 */
export const sessionSchema = v.object({
  uuid: v.string(),
  signedInTime: v.number(),
  lastActiveTime: v.optional(v.number()),
  userAgent: v.optional(v.string()),
  ipAddress: v.optional(v.string()),
  current: v.optional(v.boolean()),
});
export type Session = v.InferOutput<typeof sessionSchema>;
