/**
 * The spec's own text, read by line as the contract table (tests/helpers/spec-contract.ts) and
 * its deviations cite it. The documents are not the repository's: they sit in `SPEC_DIR`, or in
 * `../shared/spec` beside the checkout. `SPEC_DIR` set means they are required (.ci/run sets
 * it); unset and absent, the checks that read them do not run and say why (SPEC_TEXT.missing).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpecDocument, SpecRef } from './spec-contract';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const required = Boolean(process.env.SPEC_DIR?.trim());
const specDir = path.resolve(repoRoot, process.env.SPEC_DIR?.trim() || '../shared/spec');

/**
 * Where the documents are read from, and why the checks that read them do not run (`missing`):
 * only when no SPEC_DIR was given and no `../shared/spec` sits beside the checkout.
 */
export const SPEC_TEXT: { dir: string; missing: string | null } = {
  dir: specDir,
  missing:
    required || existsSync(specDir)
      ? null
      : `the spec documents are not in this checkout's reach (no SPEC_DIR, no ${specDir}): the contract table was not checked against their text`,
};

const documents = new Map<SpecDocument, string[]>();

/** The document's lines, numbered from 1 as the row's `spec` cites them (index 0 is unused). */
export function specLines(doc: SpecDocument): string[] {
  const cached = documents.get(doc);
  if (cached) return cached;
  let files: string[];
  try {
    files = readdirSync(specDir);
  } catch {
    throw new Error(`The spec folder ${specDir} is missing: the contract table cannot be checked`);
  }
  const file = files.find((name) => name.startsWith(`${doc}_`) && name.endsWith('.txt'));
  if (!file) throw new Error(`No spec document ${doc}_*.txt in ${specDir}`);
  const lines = ['', ...readFileSync(path.join(specDir, file), 'utf8').split('\n')];
  documents.set(doc, lines);
  return lines;
}

/** The line numbers of section §`section` of a document: its heading up to the next one. */
export function sectionRange(doc: SpecDocument, section: number): { first: number; last: number } {
  const lines = specLines(doc);
  const first = lines.findIndex((line) => line.startsWith(`## ${section}. `));
  if (first < 0) throw new Error(`${doc} has no section §${section}`);
  const next = lines.findIndex((line, index) => index > first && line.startsWith('## '));
  return { first, last: next < 0 ? lines.length - 1 : next - 1 };
}

export function parseRef(ref: SpecRef): { doc: SpecDocument; section: number; line: number } {
  const match = /^(000|001) §(\d+) line (\d+)$/.exec(ref);
  if (!match) throw new Error(`Malformed spec reference "${ref}"`);
  return { doc: match[1] as SpecDocument, section: Number(match[2]), line: Number(match[3]) };
}

export function lineOf(ref: SpecRef): string {
  const { doc, line } = parseRef(ref);
  return specLines(doc)[line] ?? '';
}
