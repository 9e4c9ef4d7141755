import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useI18n } from '../../lib/i18n/i18n';
import type { PageTabsProps } from './page-tabs';

/**
 * A tab group's row (page-tabs.tsx): one tab per sibling page, the current one selected. The row
 * wraps on a phone rather than scrolling the page sideways. Arrow keys move between tabs and
 * Enter opens one: a page is not loaded on every arrow.
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
      <Tabs.List aria-label={t(group.label)}>
        {group.tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
