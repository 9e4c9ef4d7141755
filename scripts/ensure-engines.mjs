#!/usr/bin/env node
// Makes sure Debian's other engines are installed: Firefox ESR (driven over WebDriver BiDi) and
// WebKitGTK's WebDriver with its MiniBrowser (Safari's engine), which runs under Xvfb. The tour
// in those engines (tests/e2e/engines) drives them; no browser is ever downloaded.
// Usage: node scripts/ensure-engines.mjs
import { ensurePackages } from './apt-packages.mjs';
import engines from './engines.json' with { type: 'json' };

ensurePackages({
  what: "Firefox ESR, WebKit's WebDriver and Xvfb",
  files: [engines.firefox, engines.webkitDriver, engines.miniBrowser, engines.xvfb],
  packages: ['firefox-esr', 'webkit2gtk-driver', 'xvfb'],
});
