import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { TABLET_LOG_LEVELS } from '../../api/devices/devices.constants';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { PageLoader } from '../../ui/feedback/page-loader';
import { UrlDateRangeButton } from '../../ui/date-range/url-date-range-button';
import { TabBar } from '../../ui/forms/tab-bar';
import { useSetSearch } from '../../ui/hooks/use-set-search';
import { tabletOptionQueries } from './devices-loader';
import { WhenScopeReady, type DeviceScope } from './device-scope';
import type { TabletSearch, TabletTab } from './devices-search';
import { useFirstPageOnTabChange } from './use-tab-paging';
import { TabletList } from './tablet-list';
import { UrlSearchField } from '../../ui/forms/url-search-field';

const ALL = 'all';

// The logs and availability tabs load when opened: the devices tab is the default.
const TabletLogList = lazy(() =>
  import('./tablet-log-list').then(({ TabletLogList }) => ({ default: TabletLogList })),
);
const TabletAvailability = lazy(() =>
  import('./availability-list').then(({ TabletAvailability }) => ({
    default: TabletAvailability,
  })),
);

/**
 * The tablets of a scope (spec 001 §2 "Tablets: … a devices tab and an availability tab", and
 * the logs): /devices/tablets and a restaurant's tablets differ only by `scope`.
 */
export function TabletsPage({
  scope,
  search,
  user,
  timeZone,
}: {
  scope: DeviceScope;
  search: TabletSearch;
  user: AccessSubject;
  timeZone: string | null;
}) {
  const { t } = useI18n();
  useFirstPageOnTabChange(search.tab, search.page);
  return (
    <>
      <DropUnknownOptions search={search} />
      <TabBar<TabletTab>
        group="tab"
        tabs={[
          { value: 'devices', label: t('devices.tab.devices') },
          { value: 'logs', label: t('devices.tab.logs') },
          { value: 'availability', label: t('devices.tab.availability') },
        ]}
      >
        {(tab) =>
          tab === 'devices' ? (
            <WhenScopeReady scope={scope} loadingLabel={t('devices.tablets.loading')}>
              <TabletList scope={scope} search={search} user={user} />
            </WhenScopeReady>
          ) : tab === 'logs' ? (
            <WhenScopeReady scope={scope} loadingLabel={t('devices.logs.loading')}>
              <Suspense fallback={<PageLoader label={t('devices.logs.loading')} />}>
                <TabletLogList scope={scope} search={search} user={user} />
              </Suspense>
            </WhenScopeReady>
          ) : (
            <WhenScopeReady scope={scope} loadingLabel={t('devices.availability.loading')}>
              <Suspense fallback={<PageLoader label={t('devices.availability.loading')} />}>
                <TabletAvailability scope={scope} search={search} timeZone={timeZone} />
              </Suspense>
            </WhenScopeReady>
          )
        }
      </TabBar>
    </>
  );
}

/**
 * Spec 001 §5 "Values not among the options are dropped from the URL": a model or build the
 * provider's lists do not have is removed once they are in (the URL check cannot know them).
 * A component of its own, drawing nothing: the options' answers re-render it, not the list.
 */
function DropUnknownOptions({ search }: { search: TabletSearch }) {
  const models = useQuery(tabletOptionQueries.models());
  const builds = useQuery(tabletOptionQueries.builds());
  const setSearch = useSetSearch();
  const badModel = Boolean(search.model && models.data && !models.data.includes(search.model));
  const badBuild = Boolean(search.build && builds.data && !builds.data.includes(search.build));
  useEffect(() => {
    if (!badModel && !badBuild) return;
    setSearch(
      (previous) => ({
        ...previous,
        ...(badModel ? { model: undefined } : {}),
        ...(badBuild ? { build: undefined } : {}),
      }),
      { replace: true },
    );
  }, [badModel, badBuild, setSearch]);
  return null;
}

/** The toolbar (the phone's filter sheet): name, model, build; the logs' level; the range. */
export function TabletToolbar({
  search,
  timeZone,
}: {
  search: TabletSearch;
  timeZone: string | null;
}) {
  const { t } = useI18n();
  const setSearch = useSetSearch();
  const models = useQuery(tabletOptionQueries.models());
  const builds = useQuery(tabletOptionQueries.builds());
  const set = (change: Partial<TabletSearch>) =>
    setSearch((previous) => ({ ...previous, ...change, page: undefined }));
  const options = (values: readonly string[] | undefined, current: string | undefined) => {
    const list = values ?? [];
    // While the list loads, the URL's value stays selectable rather than flashing away.
    return current && !list.includes(current) ? [...list, current] : list;
  };
  return (
    <>
      <UrlSearchField
        value={search.search ?? ''}
        label={t('devices.search')}
        placeholder={t('devices.searchTablets')}
        w={{ base: '100%', sm: 200 }}
      />
      <NativeSelect
        aria-label={t('devices.model')}
        data={[
          { value: ALL, label: t('devices.allModels') },
          ...options(models.data, search.model).map((model) => ({ value: model, label: model })),
        ]}
        value={search.model ?? ALL}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({ model: value === ALL ? undefined : value });
        }}
      />
      <NativeSelect
        aria-label={t('devices.build')}
        data={[
          { value: ALL, label: t('devices.allBuilds') },
          ...options(builds.data, search.build).map((build) => ({ value: build, label: build })),
        ]}
        value={search.build ?? ALL}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({ build: value === ALL ? undefined : value });
        }}
      />
      {search.tab === 'logs' && (
        <NativeSelect
          aria-label={t('devices.level')}
          data={[
            { value: ALL, label: t('devices.allLevels') },
            ...TABLET_LOG_LEVELS.map((level) => ({
              value: level,
              label: t(`devices.level.${level}`),
            })),
          ]}
          value={search.level ?? ALL}
          onChange={(event) =>
            set({ level: TABLET_LOG_LEVELS.find((level) => level === event.currentTarget.value) })
          }
        />
      )}
      {search.tab === 'availability' && <UrlDateRangeButton timeZone={timeZone} />}
    </>
  );
}
