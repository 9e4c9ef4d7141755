import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageScope } from '../../api/restaurants/page-scope';
import { monitoring } from '../../lib/i18n/en/monitoring';
import { registerMessages, useI18n } from '../../lib/i18n/i18n';
import { hasDateRange, type AppPath } from '../../lib/route-table';
import { UrlDateRangeButton } from '../../ui/date-range/url-date-range-button';
import { ToolbarOptionFilter } from '../../ui/forms/toolbar-option-filter';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { useMonitoringScope } from './use-monitoring-scope';

registerMessages(monitoring);

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
