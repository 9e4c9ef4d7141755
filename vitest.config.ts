import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { routerPlugin } from './scripts/router-plugin.ts';
import { STATE_WAIT_MS, TEST_HANG_MS } from './tests/helpers/wait.ts';

/** The browser libraries the component files import, bundled for their workers (below). */
const BUNDLED_FOR_COMPONENTS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@tanstack/react-query',
  '@tanstack/react-query-persist-client',
  '@tanstack/react-router',
  '@tanstack/react-virtual',
  '@testing-library/react',
  '@testing-library/user-event',
  '@testing-library/jest-dom/vitest',
  'date-fns',
  '@date-fns/tz',
  'valibot',
  'uplot',
  'dompurify',
  'idb-keyval',
];

/**
 * Every test file, and which of them change the module registry, found by reading them: they
 * replace a module (`vi.mock`, `vi.doMock`) or load fresh copies (`vi.resetModules`). In a shared
 * graph the first finds the module already loaded, unmocked, by an earlier file; the second
 * leaves the files after it with modules twice over (a one-worker run showed the login page in
 * English after `initI18n` chose Spanish).
 */
const TEST_FILES = ['src', 'tests'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => /\.test\.tsx?$/.test(file)),
);
const MOCKING_MODULES = TEST_FILES.filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')),
);
const NOT_MOCKING = TEST_FILES.filter((file) => !MOCKING_MODULES.includes(file));

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']> & { name: string };

/**
 * A project whose files share their worker's module graph (`isolate: false`): what they import
 * loads once a worker rather than once a file, and the setup files clean what a file leaves
 * behind. Beside it, `<name>-mocks` takes the same files that change the module registry
 * (MOCKING_MODULES), each in a graph of its own.
 */
function sharedGraph(test: ProjectTest): TestProjectInlineConfiguration[] {
  const exclude = test.exclude ?? [];
  return [
    { extends: true, test: { ...test, exclude: [...exclude, ...MOCKING_MODULES], isolate: false } },
    {
      extends: true,
      test: { ...test, name: `${test.name}-mocks`, exclude: [...exclude, ...NOT_MOCKING] },
    },
  ];
}

export default defineConfig({
  // Routes split as in the build: the unit stage's imports took 105 s with every page loaded
  // by every file, 57 s with the pages each opens.
  plugins: [routerPlugin(), react()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    css: false,
    restoreMocks: true,
    // Vitest leaves a core free by default (cores − 1): on a 2-core machine that runs the files
    // one at a time. Measured here: 266 s with one worker, 172 s with two. A component test
    // waits on timers (a download's progress, a list asked again) for about a third of its
    // time, so a third worker fills two cores' idle time: 313 s → 294 s with 3.
    maxWorkers: '150%',
    // Worker threads, not child processes: the same files and tests, 424 → 412 CPU s and
    // environment set-up 108 → 60 s (summed over the workers) on two workers.
    pool: 'threads',
    // A test's limit ends a hang; it is not a time budget (tests/helpers/wait.ts). On this shared
    // machine a sandbox test that takes 1 s idle took over 5 s (Vitest's default) under load, and
    // with the e2e stage beside it (load 8 on 2 cores) a 4 s component test took 28 s. The limit
    // is above several state waits in a row; no file sets its own. Hooks wait on the same
    // machine as the tests.
    testTimeout: TEST_HANG_MS,
    hookTimeout: TEST_HANG_MS,
    // `expect.poll` waits for a state, up to the same limit as Testing Library's waits.
    expect: { poll: { timeout: STATE_WAIT_MS } },
    projects: [
      // Pure rules run in Node with no setup: loading the whole sandbox behind msw took 1.3 s a
      // file, for 45 files that never call it. Shared graph: 60 → 20 CPU s.
      ...sharedGraph({
        name: 'rules',
        include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        exclude: ['**/*.dom.test.ts', 'tests/unit/sandbox/**'],
        environment: 'node',
      }),
      // The sandbox's calls, in Node; each test starts from the seed. Shared graph: 294 → 144
      // CPU s (each file made the seed again).
      ...sharedGraph({
        name: 'unit',
        include: ['tests/unit/sandbox/**/*.test.ts'],
        environment: 'node',
        setupFiles: ['tests/setup/setup-sandbox.ts'],
      }),
      // Unit files that need a DOM (`*.dom.test.ts`).
      ...sharedGraph({
        name: 'unit-dom',
        include: ['src/**/*.dom.test.ts', 'tests/unit/**/*.dom.test.ts'],
        environment: 'jsdom',
        setupFiles: ['tests/setup/setup-sandbox.ts'],
      }),
      // React pages and parts in jsdom, the sandbox behind msw. Shared graph: the unit stage
      // 1,127 → 907 CPU s (docs/decisions/test-suite.md).
      ...sharedGraph({
        name: 'component',
        include: ['src/**/*.test.tsx', 'tests/component/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
        environment: 'jsdom',
        setupFiles: ['tests/setup/setup-sandbox.ts', 'tests/setup/setup-dom.ts'],
        // Each file started in a fresh worker, which imported Mantine's 700 modules, date-fns
        // and the rest one file at a time. Bundled once into a few files: the 52 component
        // files' setup 100 s → 59 s and imports 31 s → 24 s (both summed over the workers),
        // the project 330 s → 304 s.
        deps: { optimizer: { client: { enabled: true, include: BUNDLED_FOR_COMPONENTS } } },
      }),
    ],
  },
});
