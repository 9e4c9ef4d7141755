#!/usr/bin/env node
// Makes sure Debian's other engines are installed: Firefox ESR (driven over WebDriver BiDi) and
// WebKitGTK's WebDriver with its MiniBrowser (Safari's engine), which runs under Xvfb. The tour
// in those engines (tests/e2e/engines) drives them; no browser is ever downloaded. With their
// recommended packages: the H.264 decoders their video needs (libavcodec for Firefox, and
// GStreamer's libav plugin for WebKit, named too, which plays the recordings).
// Usage: node scripts/ensure-engines.mjs
import { ensurePackages } from './apt-packages.mjs';
import engines from './engines.json' with { type: 'json' };

ensurePackages({
  what: "Firefox ESR, WebKit's WebDriver, Xvfb and GStreamer's libav",
  files: [
    engines.firefox,
    engines.webkitDriver,
    engines.miniBrowser,
    engines.xvfb,
    engines.gstreamerLibav,
  ],
  packages: ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'gstreamer1.0-libav'],
});
