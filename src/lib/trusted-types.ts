/*
 * Trusted Types (docs/decisions/sign-in-and-access.md, "The console's own defences"). Under the
 * policy's `require-trusted-types-for 'script'` the browser refuses a plain string wherever it
 * would become markup or a script's URL, and reports it. The console has two policies:
 * - `kc-sanitizer` (src/lib/sanitize-html.ts): DOMPurify's own, the one way provider HTML (a
 *   notification's message) becomes markup;
 * - `default`, here: what libraries write as strings. Text without a tag (Mantine's responsive
 *   style rules, written into a <style>) cannot make an element, so it passes; so does the
 *   service worker's URL, which workbox-window registers. Anything else is refused.
 */

const SERVICE_WORKER_PATH = '/sw.js';

function isServiceWorkerUrl(value: string): boolean {
  const url = new URL(value, location.href);
  return url.origin === location.origin && url.pathname === SERVICE_WORKER_PATH;
}

/** A default policy refuses by returning null (the types say it returns a string). */
const REFUSED = null as unknown as string;

/** Before anything renders: a library's string reaching a guarded sink meets this policy. */
export function installDefaultTrustedTypesPolicy(): void {
  const factory = window.trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    // Refused, the browser throws where the string was written and reports the violation.
    createHTML: (value: string) => (value.includes('<') ? REFUSED : value),
    createScriptURL: (value: string) => (isServiceWorkerUrl(value) ? value : REFUSED),
  });
}
