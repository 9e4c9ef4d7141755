import type { MetricId } from '../../api/monitoring/monitoring-metrics';
import { useI18n } from '../../lib/i18n/i18n';
import { gaugeLevel } from '../../api/monitoring/monitoring-thresholds.constants';
import { formatFigure, GAUGE_COLORS, type Spread } from './monitoring-rules';
import { unitOf } from './server-figures';
import './figure-block.css';

/**
 * One figure of a host card: its name and latest value, a gauge for a percentage (green below
 * 75, yellow from 75, red from 90, spec 000 §9, with its level in words too: never colour
 * alone; a yellow or red one says the severity its alert says, Warning or Critical), then min,
 * max and avg over the range (spec 000 §3). Plain elements (figure-block.css): a card has
 * about thirty.
 */
export function FigureBlock({
  metric,
  spread,
  gauge,
  label,
}: {
  metric: MetricId;
  spread: Spread | undefined;
  gauge?: boolean;
  /** Replaces the metric's own name (a GPU's figures name their device). */
  label?: string;
}) {
  const { t, locale } = useI18n();
  const unit = unitOf(metric);
  const text = (value: number | undefined) => formatFigure(unit, value, locale);
  const name = label ?? t(`monitoring.metric.${metric}` as 'monitoring.metric.cpuUsage');
  const level = gauge && spread ? gaugeLevel(spread.last) : null;
  const gaugeColor = level ? GAUGE_COLORS[level] : 'gray';
  return (
    <div data-testid="host-figure" data-metric={metric}>
      <div className="kc-figure-head">
        <span className="kc-figure-name">{name}</span>
        <span className="kc-figure-value">
          {text(spread?.last)}
          {level && (
            <span className="kc-figure-level">
              <LevelDot color={GAUGE_COLORS[level]} />
              {level === 'ok' ? t('monitoring.level.ok') : t(`alerts.severity.${level}`)}
            </span>
          )}
        </span>
      </div>
      {gauge && (
        <div className="kc-figure-gauge" aria-hidden>
          <div
            style={{
              width: `${Math.min(100, Math.max(0, spread?.last ?? 0))}%`,
              background: `var(--mantine-color-${gaugeColor}-filled)`,
            }}
          />
        </div>
      )}
      {spread && (
        <p className="kc-figure-spread">
          {t('monitoring.spread', {
            min: text(spread.min),
            max: text(spread.max),
            avg: text(spread.avg),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * A level's colour beside its word (yellow text on white is unreadable, so the word stays
 * dark): a Mantine colour name, or with `raw` a CSS colour.
 */
export function LevelDot({ color, raw }: { color: string; raw?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: 4,
        marginInlineEnd: 4,
        background: raw ? color : `var(--mantine-color-${color}-6)`,
      }}
    />
  );
}
