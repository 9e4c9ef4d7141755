import { afterEach, describe, expect, it } from 'vitest';
import { installDefaultTrustedTypesPolicy } from '../../src/lib/trusted-types';

/*
 * The default Trusted Types policy (docs/decisions/sign-in-and-access.md, "The console's own
 * defences"): what libraries write as plain strings passes only when it cannot make an element
 * or load a script other than the service worker. The browser's refusals themselves are seen by
 * the page tour, which fails on any violation.
 */

type Rules = {
  createHTML(value: string): string | null;
  createScriptURL(value: string): string | null;
};

function installed(): Rules {
  let rules: Rules | undefined;
  Object.defineProperty(window, 'trustedTypes', {
    configurable: true,
    value: {
      defaultPolicy: null,
      createPolicy: (name: string, given: Rules) => {
        expect(name).toBe('default');
        rules = given;
        return given;
      },
    },
  });
  installDefaultTrustedTypesPolicy();
  return rules!;
}

afterEach(() => {
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

describe('the default Trusted Types policy', () => {
  it("lets text without a tag through (Mantine's responsive style rules) and refuses markup", () => {
    const rules = installed();
    const css = '.__m__-r1{padding:var(--x)}@media (min-width: 48em){.__m__-r1{padding:0}}';
    expect(rules.createHTML(css)).toBe(css);
    expect(rules.createHTML('<img src=x onerror=alert(1)>')).toBeNull();
    expect(rules.createHTML('text <b>bold</b>')).toBeNull();
  });

  it("loads no script but the console's own service worker", () => {
    const rules = installed();
    expect(rules.createScriptURL('/sw.js')).toBe('/sw.js');
    expect(rules.createScriptURL(`${location.origin}/sw.js`)).toBe(`${location.origin}/sw.js`);
    expect(rules.createScriptURL('blob:http://localhost/1234')).toBeNull();
    expect(rules.createScriptURL('https://elsewhere.example/sw.js')).toBeNull();
    expect(rules.createScriptURL('/assets/evil.js')).toBeNull();
  });
});
