/** English texts: titles of the signed-out pages of the route table (spec 000 §2). */
export const pages = {
  'routes.login': 'Login',
  'routes.loginExpired': 'Expired Token',
  'routes.changeExpiredPassword': 'Change Expired Password',
  'routes.resetPassword': 'Set New Password',
  'routes.forgotPassword': 'Forgot Password',
  'routes.blockedAccount': 'Blocked Account',
  'routes.multiStepAuth': 'Multi Factor Auth',
} as const;
