import { NativeSelect } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DEVICE_STATUSES } from '../../api/devices/devices.constants';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { PageLoader } from '../../ui/feedback/page-loader';
import { UrlDateRangeButton } from '../../ui/date-range/url-date-range-button';
import { TabBar } from '../../ui/forms/tab-bar';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { WhenScopeReady, type DeviceScope } from './device-scope';
import type { PcSearch, PcTab } from './devices-search';
import { PcList } from './pc-list';
import { useFirstPageOnTabChange } from './use-tab-paging';
import { UrlSearchField } from '../../ui/forms/url-search-field';

const ALL = 'all';

// The availability tab (its timeline) loads when opened: the devices tab is the default.
const PcAvailability = lazy(() =>
  import('./availability-list').then(({ PcAvailability }) => ({ default: PcAvailability })),
);

/**
 * The PCs of a scope (spec 001 §2 "Devices (PC): list with confirm and delete, plus a tab for
 * availability"): /devices/pc and a restaurant's PCs differ only by `scope`. The tab is in the
 * URL's `tab` (ui/forms/tab-bar.tsx).
 */
export function PcsPage({
  scope,
  search,
  user,
  timeZone,
}: {
  scope: DeviceScope;
  search: PcSearch;
  user: AccessSubject;
  /** The zone availability times are read in; the browser's when null. */
  timeZone: string | null;
}) {
  const { t } = useI18n();
  useFirstPageOnTabChange(search.tab, search.page);
  return (
    <TabBar<PcTab>
      group="tab"
      tabs={[
        { value: 'devices', label: t('devices.tab.devices') },
        { value: 'availability', label: t('devices.tab.availability') },
      ]}
    >
      {(tab) =>
        tab === 'devices' ? (
          <WhenScopeReady scope={scope} loadingLabel={t('devices.pcs.loading')}>
            <PcList scope={scope} search={search} user={user} />
          </WhenScopeReady>
        ) : (
          <WhenScopeReady scope={scope} loadingLabel={t('devices.availability.loading')}>
            <Suspense fallback={<PageLoader label={t('devices.availability.loading')} />}>
              <PcAvailability scope={scope} search={search} timeZone={timeZone} />
            </Suspense>
          </WhenScopeReady>
        )
      }
    </TabBar>
  );
}

/** The toolbar (the phone's filter sheet): status and identifier, or the availability's range. */
export function PcToolbar({ search, timeZone }: { search: PcSearch; timeZone: string | null }) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  if (search.tab === 'availability') return <UrlDateRangeButton timeZone={timeZone} />;
  return (
    <>
      <UrlSearchField
        value={search.search ?? ''}
        label={t('devices.search')}
        placeholder={t('devices.searchPcs')}
        w={{ base: '100%', sm: 200 }}
      />
      <NativeSelect
        aria-label={t('devices.statusFilter')}
        data={[
          { value: ALL, label: t('devices.allStatuses') },
          ...DEVICE_STATUSES.map((status) => ({
            value: status,
            label: t(`devices.status.${status}`),
          })),
        ]}
        value={search.status ?? ALL}
        onChange={(event) => {
          const status = DEVICE_STATUSES.find((value) => value === event.currentTarget.value);
          setSearch((previous) => ({ ...previous, status, page: undefined }));
        }}
      />
    </>
  );
}
