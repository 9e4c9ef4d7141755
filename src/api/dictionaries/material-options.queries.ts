import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { ASK_ON_EVERY_MOUNT, asksAgainOnMount } from '../../lib/query-client';
import { sortByCode } from '../../lib/sort-by-code';
import { dictionaryOf } from '../../lib/sw-messages';
import { dropUnknownOptions } from '../../lib/url-state';
import { request, unwrap } from '../request';
import { listAllChickenMaterials, listAllPotatoMaterials } from './material-options.endpoints';
import type { MaterialOption } from './material-options.schema';
import type * as v from 'valibot';
import type { Endpoint } from '../../lib/endpoint';

// Apart from the dictionaries' page queries: the product filters of the first page read these.

/** Every answer of the dictionaries. */
export const allDictionaries = () => ['dictionaries'] as const;
/** Every answer of one dictionary: its list and its pick-list. */
export const ofDictionary = (path: string) =>
  [...allDictionaries(), dictionaryOf(path) ?? path] as const;

/** Which dictionary a product filter lists: the chicken materials or the potato ones. */
export type MaterialProduct = 'chicken' | 'potato';

const PICK_LISTS = { chicken: listAllChickenMaterials, potato: listAllPotatoMaterials } as const;
/** A pick-list call: GET a dictionary's …/all. */
type PickListEndpoint = Endpoint<
  'GET',
  string,
  undefined,
  undefined,
  v.GenericSchema<unknown, MaterialOption[]>
>;

/**
 * What a material is filtered by: a chicken material's name (the product label of spec 000 §3,
 * which its batches, events and stock-outs carry), a potato material's code (FRIES, HASHBROWNS).
 */
function materialFilterValue(product: MaterialProduct, material: MaterialOption): string {
  return product === 'chicken' ? material.name : material.materialCode;
}

/**
 * GET /dictionaries/materials/all or /dictionaries/potato-materials/all (`endpoint`; nothing is
 * asked without one), sorted by code (spec 001 §9), under the dictionary's key: a change to the
 * dictionary asks it again. Asked again on every mount, as the dictionaries' queries (the
 * service worker answers at once), but for the mount of a page whose loader has just asked it.
 */
export function pickListQuery(endpoint: PickListEndpoint | undefined) {
  const path = endpoint?.path ?? 'none';
  // The path names the endpoint: its declaration (schemas) is no key material.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...ofDictionary(path), path] as const,
    queryFn: endpoint ? ({ signal }) => request(endpoint, {}, { signal }).then(unwrap) : skipToken,
    select: (options: MaterialOption[]) => sortByCode(options, 'materialCode'),
    staleTime: ASK_ON_EVERY_MOUNT,
    refetchOnMount: asksAgainOnMount,
  });
}

/** The product's pick-list: the chicken or the potato materials. */
export const materialPickList = (product: MaterialProduct) => pickListQuery(PICK_LISTS[product]);

/**
 * A product filter's options (the analytics pages, the histories, the events lists): every
 * material of the product's dictionary, by code, valued as `materialFilterValue` says, so a
 * material added on the dictionaries page is an option from the next read.
 */
export function materialFilterOptions(product: MaterialProduct) {
  return queryOptions({
    ...materialPickList(product),
    select: (options: MaterialOption[]) =>
      sortByCode(options, 'materialCode').map((option) => ({
        value: materialFilterValue(product, option),
        label: option.name,
      })),
  });
}

/**
 * For a loader warming a page: the URL's products (`asked`, a comma list) among the cached
 * options of the product's filter; null while it names some and the options are not read yet
 * (they are asked for, and the page waits for them rather than ask with products it would drop).
 */
export function knownMaterialsFor(
  client: QueryClient,
  product: MaterialProduct,
  asked: string | undefined,
): string[] | null {
  if (asked === undefined) return [];
  const query = materialPickList(product);
  const options = client.getQueryData(query.queryKey);
  if (!options) {
    void client.prefetchQuery(query);
    return null;
  }
  return dropUnknownOptions(
    asked,
    options.map((option) => materialFilterValue(product, option)),
  );
}

/**
 * For a loader warming a list whose call waits for its product filter (spec 000 §5): the URL's
 * products (`asked`, a comma list) among the product's options once they are read (the cached
 * ones, or asked for); [] when none is asked or the options fail, as the page then applies none.
 */
export async function knownMaterialsWhenRead(
  client: QueryClient,
  product: MaterialProduct,
  asked: string | undefined,
): Promise<string[]> {
  if (asked === undefined) return [];
  const options = await client.ensureQueryData(materialPickList(product)).catch(() => undefined);
  if (!options) return [];
  return dropUnknownOptions(
    asked,
    options.map((option) => materialFilterValue(product, option)),
  );
}
