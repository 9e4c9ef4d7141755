const HOME = '/';

/**
 * A `redirect` query value, kept only when it is a path on this origin: a crafted link
 * must not send a freshly signed-in user to another site.
 */
export function safeRedirectPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return HOME;
  }
  try {
    const url = new URL(value, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid' || url.pathname === '/login') return HOME;
    return url.pathname + url.search + url.hash;
  } catch {
    return HOME;
  }
}
