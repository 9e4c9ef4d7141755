import type { DictionaryKindId } from '../../api/dictionaries/dictionaries.endpoints';
import type { AppPath } from '../../lib/route-table';

export type DictionaryNoun = 'material' | 'container' | 'package';

/** One settings page: its dictionary, the tab it is, and what one entry is called. */
export interface DictionaryPage {
  kind: DictionaryKindId;
  path: AppPath;
  tab: 'materials' | 'containers' | 'packages';
  noun: DictionaryNoun;
}

/**
 * The settings pages (spec 001 §2 "Settings"; "Dictionaries: tabs Materials, Containers and
 * Packages"), per product: chicken has the three tabs, potato Materials and Packages.
 */
export const DICTIONARY_TABS = {
  chicken: [
    {
      kind: 'chicken-materials',
      path: '/settings/chicken/materials',
      tab: 'materials',
      noun: 'material',
    },
    {
      kind: 'chicken-containers',
      path: '/settings/chicken/containers',
      tab: 'containers',
      noun: 'container',
    },
    {
      kind: 'chicken-packages',
      path: '/settings/chicken/packages',
      tab: 'packages',
      noun: 'package',
    },
  ],
  potato: [
    {
      kind: 'potato-materials',
      path: '/settings/potato/materials',
      tab: 'materials',
      noun: 'material',
    },
    {
      kind: 'potato-packages',
      path: '/settings/potato/packages',
      tab: 'packages',
      noun: 'package',
    },
  ],
} as const satisfies Record<'chicken' | 'potato', readonly DictionaryPage[]>;

export type DictionaryPath = (typeof DICTIONARY_TABS)[keyof typeof DICTIONARY_TABS][number]['path'];

/** The page of `path` and its product's tabs. */
export function dictionaryPage(path: DictionaryPath): {
  page: DictionaryPage;
  tabs: readonly DictionaryPage[];
} {
  for (const tabs of Object.values(DICTIONARY_TABS)) {
    const page = tabs.find((candidate) => candidate.path === path);
    if (page) return { page, tabs };
  }
  throw new Error(`No dictionary page at ${path}`);
}
