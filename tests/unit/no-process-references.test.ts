import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));
const ROOTS = ['src', 'sandbox', 'tests', 'scripts', 'sw', 'docs', 'README.md'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'test-results']);

/**
 * A tracker's ticket number or a work plan's step: nobody who clones the repository can look
 * either up. Name the spec section, the decision (docs/decisions/<area>.md) or the behaviour.
 */
const PROCESS_REFERENCE = /\b(issue|stop)s? [0-9]+/i;

function filesUnder(path: string): string[] {
  const entries = readdirSync(join(ROOT, path), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : filesUnder(child);
    return entry.isFile() ? [child] : [];
  });
}

/** Text files only: a NUL byte in the first 8 KiB marks a binary (images, video, fonts). */
function textOf(path: string): string | null {
  const bytes = readFileSync(join(ROOT, path));
  return bytes.subarray(0, 8192).includes(0) ? null : bytes.toString('utf8');
}

/** Every `file:line: text` under `roots` that matches `pattern`. */
function processReferences(roots: readonly string[], pattern: RegExp): string[] {
  const files = roots.flatMap((root) => (statSync(join(ROOT, root)).isFile() ? [root] : filesUnder(root)));
  return files
    .filter((file) => file !== THIS_FILE)
    .flatMap((file) => {
      const text = textOf(file);
      if (text === null) return [];
      return text
        .split('\n')
        .flatMap((line, index) =>
          pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        );
    });
}

describe('no process references: comments, test names and docs name what a reader can look up', () => {
  it('src, sandbox, tests, scripts, sw, docs and README.md name no issue or stop by number', () => {
    expect(processReferences(ROOTS, PROCESS_REFERENCE)).toEqual([]);
  });
});
