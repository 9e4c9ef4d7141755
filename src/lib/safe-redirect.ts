const HOME = '/';
const ORIGIN = 'http://console.invalid';

/** `//host` or `/\host`: a network-path reference (browsers read a backslash as a slash). */
const NETWORK_PATH = /^[/\\][/\\]/;

/**
 * Whether a parsed path would leave the origin if a router read it, also once decoded: a router
 * may decode `%2F` or `%5C` before it navigates.
 */
function leavesOrigin(pathname: string): boolean {
  try {
    return NETWORK_PATH.test(pathname) || NETWORK_PATH.test(decodeURIComponent(pathname));
  } catch {
    // A malformed escape: not a path to follow.
    return true;
  }
}

/**
 * A `redirect` query value, kept only when it is a path on this origin: a crafted link
 * must not send a freshly signed-in user to another site. The value is judged both as given and
 * as the URL parser leaves it: dot segments, tabs and newlines are resolved or dropped there, so
 * `/..//host` or `/\t/host` turns into `//host` only after parsing.
 */
export function safeRedirectPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || NETWORK_PATH.test(value)) return HOME;
  try {
    const url = new URL(value, ORIGIN);
    if (url.origin !== ORIGIN || url.pathname === '/login') return HOME;
    const path = url.pathname + url.search + url.hash;
    return leavesOrigin(url.pathname) ? HOME : path;
  } catch {
    return HOME;
  }
}
