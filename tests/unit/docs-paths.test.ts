import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The decisions and READMEs name the files that carry each rule; a file renamed or removed
 * leaves the reader at a dead end. Every file they name in code marks (`src/lib/access.ts`, or
 * a bare `access.ts`) is in the repository.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'test-results', 'coverage']);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const relative = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

const ALL_FILES = filesUnder('.').map((file) => file.replace(/^\.\//, ''));
const BASENAMES = new Set(ALL_FILES.map((file) => path.basename(file)));
const DOCUMENTS = ALL_FILES.filter(
  (file) => /^docs\/.*\.md$/.test(file) || file === 'README.md' || file === 'sandbox/README.md',
);

/**
 * Where a path is read from: the repository, the document's folder, or the folders the docs
 * name paths within (`lib/access.ts` is src's, `/config.json` is served from public/).
 */
const WHERE_NAMED_FROM = ['', '.', 'src', 'public', 'sandbox'];

function exists(base: string, document: string, name: string): boolean {
  const folder = base === '.' ? path.dirname(document) : base;
  return existsSync(path.join(ROOT, folder, name.replace(/^\//, '')));
}

/** Code-marked names with a file extension, without globs, placeholders or line numbers. */
function namedFiles(text: string): string[] {
  return (
    [...text.matchAll(/`([^`\s]+\.(?:tsx?|mjs|cjs|js|json|md|sh|yml|yaml|css))(?::\d+)?`/g)]
      .map((match) => match[1]!)
      .filter((name) => !/[*{}<>$…]/.test(name) && !/^(https?:|\.\.\/)/.test(name))
      // What a run writes (a bench's results, the build) is named, not kept.
      .filter((name) => !/^(\.lighthouse|dist|test-results)\//.test(name))
  );
}

describe('files the docs name exist', () => {
  for (const document of DOCUMENTS) {
    it(document, () => {
      const text = readFileSync(path.join(ROOT, document), 'utf8');
      const missing = namedFiles(text).filter((name) =>
        name.includes('/')
          ? !WHERE_NAMED_FROM.some((base) => exists(base, document, name))
          : !BASENAMES.has(name),
      );
      expect(missing).toEqual([]);
    });
  }
});
