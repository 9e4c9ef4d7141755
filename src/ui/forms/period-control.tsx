import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_PERIOD, periodFor, rangeOf } from '../../api/analytics/analytics-filters';
import { ANALYTIC_PERIODS, type AnalyticPeriod } from '../../api/analytics/analytics.constants';
import { resolveTimeZone } from '../../lib/time-zone';
import { dashboards } from '../../lib/i18n/en/dashboards';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import type { DateRangeSearch } from '../../lib/url-state';
import { useSetSearch } from '../hooks/use-set-search';

registerMessages(dashboards);

/**
 * The analytics period (Hour, Day, Week; spec 000 §3: Day by default) in the URL's `period`. It
 * shows the period the calls use: over a range too long for hours (`periodFor`) Hour is
 * disabled and Day shown.
 */
export function PeriodControl({
  search,
}: {
  search: DateRangeSearch & { period?: AnalyticPeriod };
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  // The zone moves a day range by hours only, and a range's length hardly moves with the
  // clock: the browser's zone and the time the control mounted will do.
  const range = rangeOf(search, resolveTimeZone(null));
  const [now] = useState(Date.now);
  const hourly = periodFor('HOUR', range, now) === 'HOUR';
  return (
    <SegmentedControl
      aria-label={t('dashboards.period')}
      data={ANALYTIC_PERIODS.map((value) => ({
        value,
        label: t(`dashboards.period.${value}`),
        disabled: value === 'HOUR' && !hourly,
      }))}
      value={periodFor(search.period ?? DEFAULT_PERIOD, range, now)}
      onChange={(value) =>
        setSearch((previous) => ({
          ...previous,
          period: value === DEFAULT_PERIOD ? undefined : value,
        }))
      }
    />
  );
}
