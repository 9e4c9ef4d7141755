import '@mantine/core/styles/SegmentedControl.css';
import { Box, SegmentedControl } from '@mantine/core';
import { defaultStringifySearch, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { AccessSubject } from '../../lib/access';
import { useI18n } from '../../lib/i18n/i18n';
import { tabSearch, visibleTabs } from '../../lib/page-tabs';
import type { AppPath } from '../../lib/route-table';
import { Pending } from '../../ui/feedback/pending';
import type { PageTabsProps } from './page-tab-list';

/** The tab row (Mantine's Tabs), loaded with the first page that has one: never the landing page. */
const PageTabList = lazy(() => import('./page-tab-list'));

/** The tab row's height: one line always (page-tab-list.tsx), measured in Chromium. */
const TAB_ROW_HEIGHT = 36;

/**
 * The sibling pages of the page at `path` that `user` may open (lib/page-tabs.ts), the current
 * one selected: the dashboards' Chicken | Potato switch, the events' and the stations' tabs.
 * Nothing when the page is in no group. The switch is a SegmentedControl, which the landing
 * page already loads for its period; the tab row arrives on its own, its first line's height
 * kept meanwhile.
 */
export function PageTabs({ path, user }: { path: AppPath; user: AccessSubject }) {
  const group = visibleTabs(path, user);
  const open = useOpenTab();
  if (!group) return null;
  if (group.control === 'switch') return <PageSwitch group={group} active={path} onOpen={open} />;
  return (
    <Suspense
      fallback={
        <Pending>
          <Box h={TAB_ROW_HEIGHT} aria-hidden />
        </Pending>
      }
    >
      <PageTabList group={group} active={path} onOpen={open} />
    </Suspense>
  );
}

function PageSwitch({ group, active, onOpen }: PageTabsProps) {
  const { t } = useI18n();
  return (
    <SegmentedControl
      aria-label={t(group.label)}
      data={group.tabs.map((tab) => ({ value: tab.path, label: t(tab.label) }))}
      value={active}
      onChange={(value) => {
        const tab = group.tabs.find((candidate) => candidate.path === value);
        if (tab && tab.path !== active) onOpen(tab.path);
      }}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}

/**
 * Opens a sibling page with what the page on screen shares with it (lib/page-tabs.ts
 * `tabSearch`: the restaurant and the dates), pushing a history entry so Back returns (spec 000
 * §2: tab bars push a link on selection).
 */
function useOpenTab(): (target: AppPath) => void {
  const router = useRouter();
  return (target) => {
    const search = router.state.location.search as Record<string, unknown>;
    void router.navigate({ href: target + defaultStringifySearch(tabSearch(target, search)) });
  };
}
