/** English texts: auth. */
export const auth = {
  'auth.signInTitle': 'Sign in to the kitchen console',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.signIn': 'Sign in',
  'auth.signOut': 'Sign Out',
  'auth.myAccount': 'My Account',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.emailRequired': 'Enter your email',
  'auth.emailInvalid': 'Enter a valid email address',
  'auth.passwordRequired': 'Enter your password',
  'auth.signInFailed': 'Sign-in failed',
  'auth.sessionExpired': 'Your session has ended. Sign in again.',
  // On the sign-in page, which is a first page; the rest of auth-flows loads lazily.
  'authFlows.forgotPasswordLink': 'Forgot your password?',
} as const;
