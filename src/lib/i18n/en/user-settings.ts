/** English texts: user-settings (security, active sessions, authentication log). */
export const userSettings = {
  'userSettings.browserOnOs': '{browser} on {os}',

  'security.mfaTitle': 'Two-step verification',
  'security.on': 'On',
  'security.off': 'Off',
  'security.mfaOnText':
    'Signing in asks for a code from your authenticator app after your password.',
  'security.mfaOffText':
    'Turn it on to be asked for a code from an authenticator app after your password.',
  'security.turnOn': 'Turn on',
  'security.turnOff': 'Turn off',
  'security.scanQr':
    'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the code it shows.',
  'security.qrAlt': 'QR code to add the console to your authenticator app',
  'security.qrFailed': 'The QR code could not be loaded',
  'security.secretLabel': 'Cannot scan it? Type this key into the app:',
  'security.codeLabel': 'Code from the app',
  'security.enabledNotice': 'Two-step verification is on',
  'security.disabledNotice': 'Two-step verification is off',
  'security.disableTitle': 'Turn off two-step verification?',
  'security.disableText':
    'Signing in will ask only for your password. Your recovery codes stop working.',
  'security.currentCodeLabel': 'Current code from your authenticator app',
  'security.resetCodes': 'New recovery codes',
  'security.resetCodesTitle': 'Make new recovery codes?',
  'security.resetCodesText':
    'Enter the current code from your authenticator app, or one of your recovery codes. Your current recovery codes then stop working at once, used or not, and the new ones are shown only once.',

  'recovery.title': 'Save your recovery codes now',
  'recovery.text':
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  'recovery.listLabel': 'Recovery codes',
  'recovery.copy': 'Copy',
  'recovery.copied': 'Recovery codes copied',
  'recovery.copyFailed': 'The codes could not be copied. Download them instead.',
  'recovery.download': 'Download',
  'recovery.done': 'I have saved them',
  'recovery.noneTitle': 'No recovery codes were given',
  'recovery.noneText':
    'Two-step verification is on, but the server sent no recovery codes. Without them you cannot sign in if you lose your phone: make them now with a code from your authenticator app.',
  'recovery.noneLater':
    'Two-step verification is on, but the server sent no recovery codes. Without them you cannot sign in if you lose your phone: make them on the Security page (New recovery codes) with a code from your authenticator app.',
  'recovery.make': 'Make recovery codes',
  'recovery.later': 'Later',

  'sessions.intro': 'Devices signed in to your account.',
  'sessions.thisDevice': 'This device',
  'sessions.ipAddress': 'IP address',
  'sessions.signedIn': 'Signed in',
  'sessions.lastActive': 'Last active',
  'sessions.end': 'Sign out',
  'sessions.endTitle': 'Sign out this device?',
  'sessions.endText': '{device} will have to sign in again.',
  'sessions.endCurrentText': 'This is the device you are using: you will be signed out here.',
  'sessions.endedNotice': 'The device was signed out',
  'sessions.endOthers': 'Sign out everywhere else',
  'sessions.endOthersTitle': 'Sign out every other device?',
  'sessions.endOthersText': {
    one: '{count} other device will have to sign in again. This one stays signed in.',
    other: '{count} other devices will have to sign in again. This one stays signed in.',
  },
  'sessions.othersEndedNotice': 'Every other device was signed out',
  'sessions.loadFailed': 'The sessions could not be loaded',

  'authLog.event': 'Event',
  'authLog.allEvents': 'All',
  'authLog.dates': 'Dates',
  'authLog.clearFilters': 'Clear filters',
  'authLog.time': 'Time',
  'authLog.ipAddress': 'IP address',
  'authLog.device': 'Device',
  'authLog.loadFailed': 'The authentication log could not be loaded',
  'authLog.event.SIGN_IN': 'Signed in',
  'authLog.event.SIGN_IN_FAILED': 'Sign-in failed',
  'authLog.event.SIGN_OUT': 'Signed out',
  'authLog.event.MFA_VERIFIED': 'Verification code accepted',
  'authLog.event.MFA_FAILED': 'Verification code refused',
  'authLog.event.RECOVERY_CODE_USED': 'Recovery code used',
  'authLog.event.MFA_ENABLED': 'Two-step verification turned on',
  'authLog.event.MFA_DISABLED': 'Two-step verification turned off',
  'authLog.event.PASSWORD_CHANGED': 'Password changed',
  'authLog.event.PASSWORD_RESET': 'Password set from a link',
  'authLog.event.SESSION_ENDED': 'Device signed out',
  'devicePush.title': 'Notifications on this device',
  'devicePush.text':
    'Notifications and critical alerts reach this device even when the console is closed.',
  'devicePush.on': 'On for this device',
  'devicePush.turnOn': 'Turn on',
  'devicePush.turnOff': 'Turn off',
  'devicePush.noProvider': 'This provider does not send push notifications',
  'devicePush.installFirst':
    'On an iPhone or iPad, notifications come to the console opened from the Home Screen: in Safari tap Share, then Add to Home Screen, and open it from there.',
  'devicePush.unsupported': 'This browser cannot receive push notifications',
  'devicePush.noBadge':
    'This browser shows no unread count on the console’s icon: the bell shows it.',
  'devicePush.blocked': 'Notifications are blocked in this browser’s settings',
} as const;
