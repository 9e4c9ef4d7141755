import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSetSearch } from '../hooks/use-set-search';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/**
 * A tab bar whose active tab lives in the query parameter named after the group (spec 000 §2:
 * "Tab bars keep the active tab in a query parameter named after the tab group and push a link
 * on selection"), so Back returns to the previous tab and a copied link opens the same one. A
 * value that is not one of the tabs shows the first tab.
 */
export function TabBar<T extends string>({
  group,
  tabs,
  children,
}: {
  group: string;
  tabs: readonly TabItem<T>[];
  /** The panel of the active tab. */
  children?: (active: T) => ReactNode;
}) {
  const location = useLocation();
  const setSearch = useSetSearch();
  const search = location.search as Record<string, unknown>;
  const requested = search[group];
  const active = tabs.find((tab) => tab.value === requested)?.value ?? tabs[0]?.value;

  function select(value: string | null) {
    if (!value || value === active) return;
    setSearch((search) => ({ ...search, [group]: value }));
  }

  return (
    <Tabs value={active ?? null} onChange={select} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {active !== undefined && children && (
        <Tabs.Panel value={active} pt="md">
          {children(active)}
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
