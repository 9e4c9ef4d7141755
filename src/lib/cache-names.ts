/** Runtime caches of the service worker that hold provider data; emptied on sign-out. */
export const DICTIONARIES_CACHE = 'kc-dictionaries';
