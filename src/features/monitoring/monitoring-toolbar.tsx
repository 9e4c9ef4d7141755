import { NativeSelect } from '@mantine/core';
import { lazy, type ReactNode } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { monitoring } from '../../lib/i18n/en/monitoring';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { hasDateRange, type AppPath } from '../../lib/route-table';
import { UrlDateRangeButton } from '../../ui/date-range/url-date-range-button';
import { LazyToolbarControl } from '../../ui/feedback/pending';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { useMonitoringScope } from './use-monitoring-scope';

registerMessages(monitoring);

// The host picker (Mantine's combobox, its popover and floating-ui) loads after the page, its
// room kept: alerts, which only uses `UrlSelect` below, no longer loads it at all.
const ToolbarOptionFilter = lazy(() =>
  import('../../ui/forms/toolbar-option-filter').then((module) => ({
    default: module.ToolbarOptionFilter,
  })),
);

/**
 * A monitoring page's toolbar (on a phone, the 'Filters' sheet): the host picker (none chosen
 * is all hosts, spec 000 §7), the page's own controls, and the date range when the page frame
 * does not already show it.
 */
export function MonitoringToolbar({
  path,
  hosts,
  children,
}: {
  path: AppPath;
  /** The URL's `hosts`. */
  hosts: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const { timeZone } = usePageScope();
  const scope = useMonitoringScope(hosts);
  return (
    <>
      <LazyToolbarControl>
        <ToolbarOptionFilter
          label={t('monitoring.hosts')}
          placeholder={
            scope.hosts.isError ? t('monitoring.hostsUnavailable') : t('monitoring.allHosts')
          }
          options={scope.known}
          value={scope.chosen}
          disabled={!scope.hosts.data}
          onChange={(next) =>
            setSearch((search) => ({
              ...search,
              hosts: next.length > 0 ? next.join(',') : undefined,
            }))
          }
        />
      </LazyToolbarControl>
      {children}
      {!hasDateRange(path) && <UrlDateRangeButton timeZone={timeZone} />}
    </>
  );
}

/** A toolbar's native select bound to one URL field (a phone shows its own picker). */
export function UrlSelect<T extends string>({
  label,
  field,
  value,
  options,
  defaultValue,
}: {
  label: string;
  field: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  /** Left out of the URL. */
  defaultValue?: T;
}) {
  const setSearch = useSetSearch();
  return (
    <NativeSelect
      aria-label={label}
      data={options.map((option) => ({ ...option, label: `${label}: ${option.label}` }))}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value as T;
        setSearch((search) => ({ ...search, [field]: next === defaultValue ? undefined : next }));
      }}
    />
  );
}
