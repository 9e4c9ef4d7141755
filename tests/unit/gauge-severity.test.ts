import { describe, expect, it } from 'vitest';
import {
  GAUGE_THRESHOLDS,
  gaugeLevel,
} from '../../src/api/monitoring/monitoring-thresholds.constants';
import { HOST_GROUPS, type FigureDef } from '../../src/features/monitoring/server-figures';
import { firesOn, SIMULATED_RULES } from '../../sandbox/monitoring/rules';
import { yamlRuleFires, yamlRules } from '../helpers/alert-rules-yaml';

/** The percentages a host card draws as gauges that an alert rule watches. */
const GAUGED_WITH_RULES = HOST_GROUPS.flatMap((group): readonly FigureDef[] => group.figures)
  .filter((figure) => figure.gauge)
  .map((figure) => figure.metric)
  .filter((metric) => SIMULATED_RULES.some((rule) => rule.metric === metric));

describe('spec 000 §9 "Gauge: green below 75, yellow from 75, red from 90": card and alert agree', () => {
  it('watches CPU, memory and root disk as gauges', () => {
    expect(GAUGED_WITH_RULES).toEqual(['cpuUsage', 'memoryPercent', 'rootDiskPercent']);
  });

  it.each([
    [74.99, 'ok'],
    [75, 'warning'],
    [89.99, 'warning'],
    [90, 'critical'],
    [92, 'critical'],
  ] as const)('%s %% reads %s on the card and in the alert rules', (value, level) => {
    expect(gaugeLevel(value)).toBe(level);
    const yaml = yamlRules();
    for (const metric of GAUGED_WITH_RULES) {
      const rules = SIMULATED_RULES.filter((rule) => rule.metric === metric);
      // One alert at most, with the card's severity: the simulated source…
      const simulated = rules.filter((rule) => firesOn(rule, value)).map((rule) => rule.severity);
      expect(simulated, metric).toEqual(level === 'ok' ? [] : [level]);
      // …and Prometheus's rules file.
      const fromYaml = yaml
        .filter((rule) => rules.some((candidate) => candidate.name === rule.name))
        .filter((rule) => yamlRuleFires(rule, value))
        .map((rule) => rule.severity);
      expect(fromYaml, metric).toEqual(level === 'ok' ? [] : [level]);
    }
  });

  it('the rules file’s percentage thresholds are the gauge’s constants', () => {
    const names = new Set(
      SIMULATED_RULES.filter((rule) => GAUGED_WITH_RULES.includes(rule.metric)).map(
        (rule) => rule.name,
      ),
    );
    const rules = yamlRules().filter((rule) => names.has(rule.name));
    expect(rules).toHaveLength(GAUGED_WITH_RULES.length * 2);
    for (const rule of rules) {
      expect(rule.comparisons, rule.name).toEqual(
        rule.severity === 'warning'
          ? [
              { op: '>=', value: GAUGE_THRESHOLDS.warning },
              { op: '<', value: GAUGE_THRESHOLDS.critical },
            ]
          : [{ op: '>=', value: GAUGE_THRESHOLDS.critical }],
      );
    }
  });
});
