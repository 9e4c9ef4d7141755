import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's Prometheus alerting rules, read as a test needs them (no YAML library). */
export const RULES_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../monitoring/rules/kitchen-pcs.yml',
);

export type Comparison = { op: '>' | '>=' | '<' | '<=' | '=='; value: number };

export interface YamlRule {
  name: string;
  severity: string | undefined;
  /** The expression's trailing filters (`>= 75 < 90`), in order; empty when it has none. */
  comparisons: Comparison[];
}

/** Each `- alert:` block of the rules file: its name, severity and trailing comparisons. */
export function yamlRules(text = readFileSync(RULES_FILE, 'utf8')): YamlRule[] {
  return text
    .split(/\n\s*- alert: /)
    .slice(1)
    .map((block) => {
      const expr = block.split('expr:')[1]!.split('\n')[0]!;
      const tail = /((?:\s*(?:>=|<=|==|>|<)\s*-?\d+(?:\.\d+)?)+)\s*$/.exec(expr)?.[1] ?? '';
      const comparisons = [...tail.matchAll(/(>=|<=|==|>|<)\s*(-?\d+(?:\.\d+)?)/g)].map(
        ([, op, value]) => ({ op: op as Comparison['op'], value: Number(value) }),
      );
      return {
        name: block.split('\n')[0]!.trim(),
        severity: /severity: (\w+)/.exec(block)?.[1],
        comparisons,
      };
    });
}

/** Whether a series at `value` passes every filter of the rule, as PromQL's filters chain. */
export function yamlRuleFires(rule: YamlRule, value: number): boolean {
  return (
    rule.comparisons.length > 0 &&
    rule.comparisons.every(({ op, value: bound }) => {
      switch (op) {
        case '>':
          return value > bound;
        case '>=':
          return value >= bound;
        case '<':
          return value < bound;
        case '<=':
          return value <= bound;
        case '==':
          return value === bound;
      }
    })
  );
}
