// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Import direction: routes → features → api/ui → lib. Each layer below may not
 * import the layers above it. Patterns match the import string, relative (`../../ui/x`) or
 * through an alias (`@/ui/x`).
 */
const layer = (name) => [`**/${name}`, `**/${name}/**`];
/**
 * src is browser code: no Node built-in, in any layer. The type check no longer holds it (src is
 * checked in one program with the sandbox and the tests, tsconfig.app.json), so this rule does.
 */
const NODE_BUILT_INS = {
  group: ['node:*'],
  message: 'The console runs in a browser: no Node built-ins in src.',
};
/** valibot's parsing functions, which src calls through src/lib/schema-calls.ts. */
const VALIBOT_CALLS =
  '/^(parse|safeParse|is|assert|parser|safeParser|parseAsync|safeParseAsync|parserAsync|safeParserAsync)$/';
const SCHEMA_CALLS_MESSAGE =
  "Parse through src/lib/schema-calls.ts (counted per page by the e2e tour), not valibot's own.";
const forbid = (from, layers, why) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(layers.length
            ? [
                {
                  group: layers.flatMap(layer),
                  message: `${why} (routes → features → api/ui → lib).`,
                },
              ]
            : []),
          NODE_BUILT_INS,
        ],
      },
    ],
  },
});

/**
 * A feature never imports another feature. `no-restricted-imports` cannot tell
 * `../orders/x` (another feature) from `../components/x` (the same one), so this small rule
 * resolves each import against the file and compares the feature folders.
 */
const featuresDir = resolve(root, 'src', 'features');
const featureOf = (file) => {
  const rel = relative(featuresDir, file);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep)[0] ?? null;
};
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature may not import another feature; compose them in the route.' },
    messages: {
      cross:
        'Feature "{{from}}" imports feature "{{to}}": move what both need to src/ui or src/lib, or compose them in the route.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = featureOf(filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      let target = null;
      if (spec.startsWith('.')) target = featureOf(resolve(dirname(filename), spec));
      else {
        const match = /(?:^|\/)(?:src\/)?features\/([^/]+)/.exec(spec);
        if (match && /^(?:@\/|~\/|src\/|\/)/.test(spec)) target = match[1] ?? null;
      }
      if (target && target !== from) {
        context.report({ node: node.source, messageId: 'cross', data: { from, to: target } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default defineConfig(
  globalIgnores([
    'dist/**',
    'dev-dist/**',
    'node_modules/**',
    'src/routeTree.gen.ts',
    'test-results/**',
    '.lighthouse/**',
    'coverage/**',
    '**/*.tsbuildinfo',
  ]),
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
  })),
  ...pluginRouter.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['src/**/*.{ts,tsx}'],
  })),

  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NODE_BUILT_INS] }],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', '__filename'],
    },
  },
  {
    // A page's schema calls are counted (src/lib/schema-calls.ts): valibot's own parsing
    // functions are called only there.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/schema-calls.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name='v'][property.name=${VALIBOT_CALLS}]`,
          message: SCHEMA_CALLS_MESSAGE,
        },
        {
          selector: `ImportDeclaration[source.value='valibot'] > ImportSpecifier[imported.name=${VALIBOT_CALLS}]`,
          message: SCHEMA_CALLS_MESSAGE,
        },
      ],
    },
  },
  forbid('lib', ['ui', 'api', 'features', 'routes'], 'src/lib may not import the app layers'),
  forbid('api', ['features', 'routes'], 'src/api may not import features or routes'),
  forbid('ui', ['features', 'routes'], 'src/ui may not import features or routes'),
  forbid('features', ['routes'], 'A feature may not import a route'),
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { kc: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'kc/no-cross-feature-imports': 'error' },
  },
);
