/*
 * The settings pages of the kitchen dictionaries (spec 001 §2 "Settings"; "Dictionaries: tabs
 * Materials, Containers and Packages"), per product: chicken has the three tabs, potato
 * Materials and Packages. The route (`/settings/$product/$dictionary`), the page registry and
 * the dictionaries' kinds read this table, so a dictionary is added here (with its kind in
 * api/dictionaries and its title in the message catalogues). Data only: the guard runs before
 * a page's code loads, so it sits in the first page's entry.
 */
import type { MessageKey } from './i18n/messages-en';

export type DictionaryTab = 'materials' | 'containers' | 'packages';

/** In the sidebar's and the tabs' order; a product's first dictionary is its sidebar link. */
export const DICTIONARY_PRODUCTS = {
  chicken: {
    /** Its sidebar link's text. */
    label: 'nav.chicken',
    /** Each dictionary's page title. */
    dictionaries: {
      materials: 'routes.settingsChickenMaterials',
      containers: 'routes.settingsChickenContainers',
      packages: 'routes.settingsChickenPackages',
    },
  },
  potato: {
    label: 'nav.potato',
    dictionaries: {
      materials: 'routes.settingsPotatoMaterials',
      packages: 'routes.settingsPotatoPackages',
    },
  },
} as const satisfies Record<
  string,
  { label: MessageKey; dictionaries: Partial<Record<DictionaryTab, MessageKey>> }
>;

export type DictionaryProduct = keyof typeof DICTIONARY_PRODUCTS;

type TabsOf<P extends DictionaryProduct> = keyof (typeof DICTIONARY_PRODUCTS)[P]['dictionaries'] &
  DictionaryTab;

/** A dictionary: its product and tab (`chicken-containers`), as its calls name it. */
export type DictionaryId = { [P in DictionaryProduct]: `${P}-${TabsOf<P>}` }[DictionaryProduct];

/** A dictionary's page. */
export type DictionaryPagePath = {
  [P in DictionaryProduct]: `/settings/${P}/${TabsOf<P>}`;
}[DictionaryProduct];

/** A dictionary page's title, one of the table's. */
type DictionaryTitle = {
  [P in DictionaryProduct]: (typeof DICTIONARY_PRODUCTS)[P]['dictionaries'][TabsOf<P>];
}[DictionaryProduct];

/** One settings page of the table. */
export interface DictionarySettingsPage {
  id: DictionaryId;
  product: DictionaryProduct;
  tab: DictionaryTab;
  path: DictionaryPagePath;
  title: DictionaryTitle;
  /** The product's first dictionary: its sidebar link. */
  first: boolean;
}

/** Every dictionary's page, product by product, in the table's order. */
export const DICTIONARY_PAGES: readonly DictionarySettingsPage[] = (
  Object.keys(DICTIONARY_PRODUCTS) as DictionaryProduct[]
).flatMap((product) =>
  Object.entries(DICTIONARY_PRODUCTS[product].dictionaries).map(([tab, title], index) => ({
    // The table's keys, which Object.entries widens to strings.
    id: `${product}-${tab}` as DictionaryId,
    product,
    tab: tab as DictionaryTab,
    path: `/settings/${product}/${tab}` as DictionaryPagePath,
    title,
    first: index === 0,
  })),
);

/** The page of a product and dictionary the URL names; undefined when the table has none. */
export function dictionarySettingsPage(
  product: string,
  dictionary: string,
): DictionarySettingsPage | undefined {
  return DICTIONARY_PAGES.find((page) => page.product === product && page.tab === dictionary);
}
