import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string; html: string }>;
}

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe-core on the page as it is now; returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if ((await page.evaluate('typeof window.axe')) !== 'object') {
    // Evaluated, not added as a <script>: the console's policy refuses inline scripts and any
    // script text not made by its Trusted Types policies, and counts each refusal.
    axeSource ??= readFileSync(AXE_PATH, 'utf8');
    await page.evaluate(axeSource);
  }
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  )) as AxeViolation[];
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    - ${JSON.stringify(node.target)}: ${node.html.slice(0, 160)}\n` +
            `      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}
