import {
  DICTIONARY_PAGES,
  type DictionaryPagePath,
  type DictionarySettingsPage,
  type DictionaryTab,
} from '../../lib/dictionary-pages';

export type DictionaryNoun = 'material' | 'container' | 'package';

const NOUNS: Record<DictionaryTab, DictionaryNoun> = {
  materials: 'material',
  containers: 'container',
  packages: 'package',
};

/** One settings page (lib/dictionary-pages.ts), with what one of its entries is called. */
export interface DictionaryPage extends DictionarySettingsPage {
  noun: DictionaryNoun;
}

const withNoun = (page: DictionarySettingsPage): DictionaryPage => ({
  ...page,
  noun: NOUNS[page.tab],
});

/** The page of `path` and its product's tabs. */
export function dictionaryPage(path: DictionaryPagePath): {
  page: DictionaryPage;
  tabs: readonly DictionaryPage[];
} {
  const page = DICTIONARY_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No dictionary page at ${path}`);
  const tabs = DICTIONARY_PAGES.filter((candidate) => candidate.product === page.product);
  return { page: withNoun(page), tabs: tabs.map(withNoun) };
}
