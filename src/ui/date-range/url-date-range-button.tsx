import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { resolveTimeZone } from '../../lib/time-zone';
import { MAX_RANGE_SECONDS } from '../../lib/url-state';
import { dateWidgets } from '../../lib/i18n/en/date-widgets';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { Pending } from '../feedback/pending';
import { rangeLabel } from './range-label';
import { useRangeShortcuts } from './use-range-shortcuts';
import { useUrlDateRange } from './url-date-range';

registerMessages(dateWidgets);

const loadPicker = () => import('./url-date-range-picker');
const UrlDateRangePicker = lazy(() =>
  loadPicker().then((module) => ({ default: module.UrlDateRangePicker })),
);

/**
 * The page's date-range button (spec 000 §2). The picker behind it (presets, calendars, the
 * phone's dialog: about 45 KiB gzip with its popover) loads when a pointer or the focus comes
 * near and opens on the click, so a page draws its figures without it. The shortcut keys work
 * from the start.
 */
export function UrlDateRangeButton({ timeZone }: { timeZone?: string | null }) {
  const { t, dateLocale } = useI18n();
  const { value, onChange } = useUrlDateRange(timeZone);
  const [wanted, setWanted] = useState(false);
  const zone = resolveTimeZone(timeZone);
  useRangeShortcuts({
    value,
    onChange,
    enabled: !wanted,
    timeZone: zone,
    maxSpanSeconds: MAX_RANGE_SECONDS,
  });
  const label = rangeLabel(value, zone, t, dateLocale);
  const button = (
    <Button
      variant="default"
      aria-label={t('dates.trigger', { range: label })}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setWanted(true)}
    >
      {label}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={<Pending>{button}</Pending>}>
      <UrlDateRangePicker timeZone={timeZone} defaultOpened maxSpanSeconds={MAX_RANGE_SECONDS} />
    </Suspense>
  );
}
