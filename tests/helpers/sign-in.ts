import { signIn } from '../../src/api/auth/auth.api';
import { installSessionSeam } from '../../src/api/auth/session-seam';

export const DEMO_PASSWORD = 'Kitchen#2026';

/** Signs in through the real call, leaving a stored session as the login page would. */
export async function signInAs(email: string): Promise<void> {
  const result = await signIn({ email, password: DEMO_PASSWORD });
  if (!result.success) throw new Error(`Sign-in as ${email} failed: ${result.message}`);
}

/**
 * A session seam that does nothing, for tests that call the console's queries without the app
 * (which installs the real one): a refused call then fails as the test expects.
 */
export function installQuietSessionSeam(): void {
  const ignore = () => {};
  installSessionSeam({
    sessionEnded: ignore,
    passwordExpired: ignore,
    blocked: ignore,
    multiFactorRequired: ignore,
    multiFactorSetupRequired: ignore,
    tooManyRequests: ignore,
  });
}
