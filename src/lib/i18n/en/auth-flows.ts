/** English texts: auth-flows (second factor, expired and forgotten passwords, blocked account). */
export const authFlows = {
  'authFlows.backToSignIn': 'Back to sign-in',

  'code.digit': 'Digit {index} of {count}',
  'code.pasteRefused': 'Paste a code of 6 digits only.',

  'mfa.codeLabel': 'Verification code',
  'mfa.codeHint': 'Enter the 6-digit code from your authenticator app.',
  'mfa.codeIncomplete': 'Enter all 6 digits of the code.',
  'mfa.verify': 'Verify',
  'mfa.failed': 'Verification failed',
  'mfa.useRecoveryCode': 'Use a recovery code',
  'mfa.useAppCode': 'Use a code from the app',
  'mfa.recoveryCodeLabel': 'Recovery code',
  'mfa.recoveryCodeHint':
    'One of the codes you saved when you turned on two-step verification. Each works once.',
  'mfa.recoveryCodeRequired': 'Enter a recovery code.',
  'mfa.lostDevice':
    'Lost your phone and your recovery codes? Ask an administrator to turn off two-step verification for your account.',

  'mfaSetup.title': 'Set up two-step verification',
  'mfaSetup.intro':
    'Your administrator requires two-step verification for your account. Set it up now to continue: you need an authenticator app on your phone.',
  'mfaSetup.starting': 'Preparing the setup…',
  'mfaSetup.startFailed': 'The setup could not be started',

  'password.current': 'Current password',
  'password.new': 'New password',
  'password.confirm': 'Repeat the new password',
  'password.mismatch': 'The passwords do not match',
  'password.save': 'Save',
  'password.rulesNeeded': 'The new password still needs:',
  'password.rulesMet': 'The new password meets every rule.',
  'password.rule.length': 'At least 10 characters',
  'password.rule.lowercase': 'A lowercase letter',
  'password.rule.uppercase': 'An uppercase letter',
  'password.rule.digit': 'A digit',
  'password.rule.special': 'A special character',
  'password.advice':
    'It must not resemble previous passwords, be a dictionary word, or resemble the e-mail or display name.',
  'password.changeFailed': 'The password could not be changed',
  'password.changeTitle': 'Change password',
  'password.changedTitle': 'Success',
  'password.changed': 'Password successfully changed',
  'password.sectionTitle': 'Password',
  'password.sectionText':
    'Change the password you sign in with. Your other devices stay signed in.',

  'expiredPassword.intro': 'Your password has expired. Choose a new one to continue.',

  'forgot.intro':
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  'forgot.send': 'Send link',
  'forgot.failed': 'The link could not be sent',
  'forgot.sentTitle': 'Check your e-mail',
  'forgot.sent':
    'If an account exists for {email}, we sent a link to set a new password. The link works once, for a limited time.',

  'reset.intro': 'Choose a new password for {email}.',
  'reset.introNoEmail': 'Choose a new password for your account.',
  'reset.checkFailedText': 'The server could not check the link just now. Try again in a moment.',
  'reset.refusedText':
    'The server did not accept this password. Choose another that meets every rule and does not resemble a previous password, a dictionary word, your e-mail or your name.',
  'reset.failedText': 'The server could not set the password just now. Try again in a moment.',
  'reset.failed': 'The password could not be set',
  'reset.checkFailed': 'The link could not be checked',
  'reset.doneTitle': 'Password set',
  'reset.done': 'Your new password is set. Sign in with it.',
  'reset.signIn': 'Go to sign-in',

  'expiredLink.text': 'This link has expired or was already used.',
  'expiredLink.hint': 'Links to set a password work once, for a limited time.',
  'expiredLink.requestNew': 'Request a new link',

  'blocked.title': 'Account blocked',
  'blocked.text': 'Your account is blocked, so you cannot use the console.',
  'blocked.contact': 'To have it unblocked, contact your administrator or support:',
  'blocked.backToSignIn': 'Back to sign-in',
} as const;
