/**
 * The console in the other engines people carry (engine-specs.ts): WebKit, Safari's engine, as
 * an iPhone and an iPad, and Firefox as a desktop and a phone, against the built console and
 * the sandbox. Each screen is a browser of its own, one after another; E2E_ENGINES names which
 * (default webkit-iphone,webkit-ipad,firefox-desktop,firefox-phone; also webkit-ipad-portrait
 * and webkit-desktop, a Mac's Safari). A browser that cannot start fails its tests: nothing is
 * skipped.
 * Usage: npm run test:e2e:engines   (needs dist/: `npx vite build`)
 */
import { after, before, describe } from 'node:test';
import { startConsoleServer, type RunningServer } from '../support/server.ts';
import { openFirefox, openWebKit, type EnginePage, type EngineScreen } from './engine-page.ts';
import { engineTourSpecs, type EngineRun } from './engine-specs.ts';
import { networkSwitch, type NetworkSwitch } from './network-switch.ts';

interface EngineConfig {
  name: string;
  screen: EngineScreen;
  open: (screen: EngineScreen) => Promise<EnginePage>;
  /** The screen of the engine's users where its journeys run (once per engine). */
  journeys: boolean;
}

const CONFIGS: EngineConfig[] = [
  {
    name: 'webkit-iphone',
    screen: { name: 'iphone', width: 390, height: 844 },
    open: openWebKit,
    journeys: true,
  },
  {
    name: 'webkit-ipad',
    screen: { name: 'ipad', width: 1024, height: 768 },
    open: openWebKit,
    journeys: false,
  },
  {
    name: 'webkit-ipad-portrait',
    screen: { name: 'ipad-portrait', width: 768, height: 1024 },
    open: openWebKit,
    journeys: false,
  },
  {
    name: 'webkit-desktop',
    screen: { name: 'desktop', width: 1440, height: 900 },
    open: openWebKit,
    journeys: false,
  },
  {
    name: 'firefox-desktop',
    screen: { name: 'desktop', width: 1440, height: 900 },
    open: openFirefox,
    journeys: true,
  },
  {
    name: 'firefox-phone',
    screen: { name: 'phone', width: 390, height: 844 },
    open: openFirefox,
    journeys: false,
  },
];

const DEFAULT_ENGINES = 'webkit-iphone,webkit-ipad,firefox-desktop,firefox-phone';
const chosen = (process.env.E2E_ENGINES ?? DEFAULT_ENGINES).split(',').filter(Boolean);
const unknown = chosen.filter((name) => !CONFIGS.some((config) => config.name === name));
if (unknown.length > 0)
  throw new Error(
    `E2E_ENGINES names ${unknown.join(', ')}: not one of ${CONFIGS.map((config) => config.name).join(', ')}`,
  );

let server: RunningServer | undefined;
let network: NetworkSwitch | undefined;
let startError: unknown;

function running(): EngineRun {
  if (!server || !network) throw startError ?? new Error('the server did not start');
  return { network, serverUrl: server.url };
}

describe('kitchen console in WebKit and Firefox (e2e)', { concurrency: 1 }, () => {
  before(async () => {
    try {
      server = await startConsoleServer({
        env: { SANDBOX_ACCESS_TTL: '3600' },
        logName: `sandbox-engines-${chosen.join('-')}.log`,
        monitoring: false,
      });
      network = await networkSwitch(server.url);
    } catch (error) {
      startError = error;
    }
  });
  after(async () => {
    await network?.close();
    await server?.close();
  });

  for (const config of CONFIGS.filter((candidate) => chosen.includes(candidate.name))) {
    const { width, height } = config.screen;
    engineTourSpecs(
      `${config.name} ${width}×${height}`,
      () => config.open(config.screen),
      running,
      {
        journeys: config.journeys,
      },
    );
  }
});
