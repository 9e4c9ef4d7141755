import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A test waits for a state; its limit only ends a hang, and the suite sets it once
 * (tests/helpers/wait.ts, vitest.config.ts). A file's own limit is a time budget that a loaded or
 * one-core machine misses with nothing wrong, so the unit and component files set none. Where a
 * limit is what the test asserts (something must NOT happen within a window), the line says so
 * with ALLOWED, and why.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['tests/unit', 'tests/component', 'tests/helpers', 'src'];
const ALLOWED = '// asserts a window:';
/** Vitest's calls that take a test's or hook's limit as their last argument. */
const TAKES_A_LIMIT = new Set([
  'it',
  'test',
  'describe',
  'beforeAll',
  'beforeEach',
  'afterAll',
  'afterEach',
]);

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('src/') || /\.test\.tsx?$/.test(file));
}

/** `it`, `it.skip`, `it.each(rows)`, `describe.skipIf(x)`: the name the call starts from. */
function calleeRoot(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return calleeRoot(expression.expression);
  if (ts.isCallExpression(expression)) return calleeRoot(expression.expression);
  return undefined;
}

function hasNumber(node: ts.Node): boolean {
  return ts.isNumericLiteral(node) || ts.forEachChild(node, hasNumber) === true;
}

/** Every `file:line: text` that sets a wait's or a test's limit of its own. */
function ownLimits(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, why: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    if (lines[line]!.includes(ALLOWED) || lines[line - 1]?.includes(ALLOWED)) return;
    found.push(`${file}:${line + 1}: ${why}: ${lines[line]!.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      if (name === 'timeout' && hasNumber(node.initializer)) report(node, 'a limit in numbers');
      if (['testTimeout', 'hookTimeout', 'asyncUtilTimeout'].includes(name))
        report(node, "the suite's limit changed for one file");
    }
    if (ts.isCallExpression(node)) {
      const root = calleeRoot(node.expression);
      const last = node.arguments.at(-1);
      // A test or hook: a function, then its limit (`it.each(rows)` has no function).
      const takesBody = node.arguments.slice(0, -1).some((argument) => ts.isFunctionLike(argument));
      if (root && TAKES_A_LIMIT.has(root) && takesBody && last && hasNumber(last))
        report(last, "a test's or hook's limit");
      if (node.expression.getText(source) === 'vi.waitFor' && node.arguments.length < 2)
        report(node, 'vi.waitFor without STATE_WAIT waits one second');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("wait limits: a test waits for a state, and the suite's guard ends a hang", () => {
  it('no unit or component file sets a limit of its own, unless it asserts a window', () => {
    const files = FOLDERS.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => ownLimits(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds each kind of limit, and lets a marked window through', () => {
    const sample = [
      "await screen.findByText('Saved', {}, { timeout: 5_000 });",
      'await waitFor(() => expect(rows).toHaveLength(2), { timeout: 3000, interval: 10 });',
      'vi.setConfig({ testTimeout: 30_000 });',
      "it('opens', async () => {}, 30_000);",
      "describe('a page', { timeout: 20_000 }, () => {});",
      'await vi.waitFor(() => expect(sent).toBe(true));',
      `await expect.poll(() => calls, { timeout: 500 }).toBe(0); ${ALLOWED} no second call`,
      'await vi.waitFor(() => expect(sent).toBe(true), STATE_WAIT);',
      'await screen.findByText("Saved");',
      "it.each([[1000, 'a second']])('waits %i ms', async () => {});",
    ].join('\n');
    expect(ownLimits('sample.ts', sample).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });
});
