import type { QueryClient } from '@tanstack/react-query';
import { forgetUserData } from './api/auth/auth.api';
import { watchOtherTabs } from './api/auth/cross-tab';
import { installSessionSeam, startAutoRefresh } from './api/auth/session-seam';
import { clearSession, readSession, updateSession } from './api/auth/session-store';
import {
  BLOCKED_PATH,
  CHANGE_EXPIRED_PASSWORD_PATH,
  LOGIN_PATH,
  MULTI_FACTOR_PATH,
} from './lib/auth-redirects';
import { t } from './lib/i18n/i18n';
import type { createAppRouter } from './router';
import { notify } from './ui/feedback/notify';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Connects the session to the router and the cache: what happens when the provider ends the
 * session, expires the password, blocks the user or asks for the second factor, when another
 * tab signs in or out, and the automatic refresh. Returns a function that disconnects it all.
 */
export function connectSession(router: AppRouter, queryClient: QueryClient): () => void {
  const go = (to: string) => void router.navigate({ to, replace: true });

  // As in signOut: the signed-in screens leave before the purge, so they cannot fetch their
  // data back into the cache.
  const leaveForLogin = (reason?: 'session-ended') =>
    void router
      .navigate({ to: LOGIN_PATH, search: { reason }, replace: true })
      .then(() => forgetUserData(queryClient));

  // Spec 000 §4, §8: a refresh refused with 401 clears the session and sends the user to
  // login, which says why.
  const endSession = () => {
    if (!readSession()) return;
    clearSession();
    leaveForLogin('session-ended');
  };

  installSessionSeam({
    sessionEnded: endSession,
    passwordExpired: () => {
      updateSession({ daysToPasswordExpiration: 0 });
      go(CHANGE_EXPIRED_PASSWORD_PATH);
    },
    blocked: () => go(BLOCKED_PATH),
    multiFactorRequired: () => {
      updateSession({ multiFactorPending: true, multiFactorSetupRequired: false });
      go(MULTI_FACTOR_PATH);
    },
    multiFactorSetupRequired: () => {
      updateSession({ multiFactorSetupRequired: true, multiFactorPending: false });
      go(MULTI_FACTOR_PATH);
    },
    tooManyRequests: () =>
      void notify({
        id: 'too-many-requests',
        color: 'yellow',
        title: t('errors.title'),
        message: t('errors.tooManyRequests'),
      }),
  });

  const stopAutoRefresh = startAutoRefresh(endSession);
  const stopWatching = watchOtherTabs({
    signedOut: () => leaveForLogin(),
    signedIn: () => window.location.reload(),
  });
  return () => {
    stopAutoRefresh();
    stopWatching();
  };
}
