#!/usr/bin/env node
// Makes sure Debian's chromium is at /usr/bin/chromium (the e2e suite and the Lighthouse bench
// drive it; no browser is ever downloaded). As root it installs the package; otherwise it
// prints the command to run and fails.
// Usage: node scripts/ensure-chromium.mjs
import { ensurePackages } from './apt-packages.mjs';
import chromiumConfig from './chromium.json' with { type: 'json' };

ensurePackages({ what: 'chromium', files: [chromiumConfig.executable], packages: ['chromium'] });
