import { setAuthSeam } from '../request';
import { clearSession, readSession } from './session-store';

/**
 * Plugs the stored session into `request()`. A 401 on a call that needed the session means
 * the session is over: it is cleared and `onSessionEnded` takes the user to sign in. The
 * sign-in issue replaces this with the refresh that never races.
 */
export function installSessionSeam(onSessionEnded: () => void): void {
  setAuthSeam({
    getAccessToken: () => readSession()?.accessToken ?? null,
    onFailure: (failure, endpoint) => {
      if (failure.code === 401 && endpoint.auth && readSession()) {
        clearSession();
        onSessionEnded();
      }
    },
  });
}
