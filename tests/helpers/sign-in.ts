import { signIn } from '../../src/api/auth/auth.api';

export const DEMO_PASSWORD = 'Kitchen#2026';

/** Signs in through the real call, leaving a stored session as the login page would. */
export async function signInAs(email: string): Promise<void> {
  const result = await signIn({ email, password: DEMO_PASSWORD });
  if (!result.success) throw new Error(`Sign-in as ${email} failed: ${result.message}`);
}
