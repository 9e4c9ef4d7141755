import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';
import type { TabGroup } from '../../lib/page-tabs';
import type { AppPath } from '../../lib/route-table';

/** A tab group's control, as the page frame draws it (page-tabs.tsx). */
export interface PageTabsProps {
  group: TabGroup;
  active: AppPath;
  onOpen(target: AppPath): void;
}

/** Scrolls the row so the current tab shows (a phone's row may be wider than the screen). */
function showActive(list: HTMLDivElement | null): void {
  list
    ?.querySelector('[aria-selected="true"]')
    ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

/**
 * A tab group's row (page-tabs.tsx): one tab per sibling page, the current one selected. The row
 * is always one line, scrolling inside itself on a phone (never the page sideways), so it takes
 * the height its placeholder kept and nothing below it moves when it arrives; the current tab is
 * scrolled into view. Arrow keys move between tabs and Enter opens one: a page is not loaded on
 * every arrow.
 */
export default function PageTabList({ group, active, onOpen }: PageTabsProps) {
  const { t } = useI18n();
  return (
    <Tabs
      value={active}
      activateTabWithKeyboard={false}
      onChange={(value) => {
        const tab = group.tabs.find((candidate) => candidate.path === value);
        if (tab && tab.path !== active) onOpen(tab.path);
      }}
    >
      <Tabs.List aria-label={t(group.label)} className="page-tab-list" ref={showActive}>
        {group.tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
