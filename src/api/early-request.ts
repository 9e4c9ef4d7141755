/**
 * The signed-in user, asked by index.html's first script as soon as `/config.json` answers:
 * every signed-in page waits for it before its own calls (the page guard reads its
 * permissions), and asked by the app it would wait for the entry to download and run first,
 * a round trip later on a phone. `send` in request.ts takes the answer instead of asking again
 * when it would send the same request with the same token; otherwise it is left unused.
 */
export interface EarlyRequest {
  /** The full URL the script asked, from the configuration's `apiBaseUrl`. */
  url: string;
  /** The access token it carried (the stored session's). */
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Settles once the configuration has answered: undefined when nothing was asked. */
    kcEarlyRequest?: Promise<EarlyRequest | undefined>;
  }
}

/**
 * The early answer to a GET of `url` with `token`; undefined when there is none, or it got no
 * answer (offline, a provider restarting), so the caller asks itself. Only the app's first call with the session
 * is compared, then the early request is dropped: the signed-in layout asks for the user
 * before any page asks anything, so a first call that is not the same request (another URL,
 * a token refreshed meanwhile) means the early answer is not wanted, and no later call (a
 * refetch, another user) can take it.
 */
export async function takeEarlyRequest(url: string, token: string): Promise<Response | undefined> {
  const pending = typeof window === 'undefined' ? undefined : window.kcEarlyRequest;
  if (!pending) return;
  window.kcEarlyRequest = undefined;
  const early = await pending;
  if (!early || early.url !== url || early.token !== token) return;
  return early.response.catch(() => undefined);
}
