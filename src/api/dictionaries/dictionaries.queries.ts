import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import {
  DICTIONARY_KINDS,
  listMeasurementUnits,
  type DictionaryBody,
  type DictionaryEntry,
  type DictionaryKind,
} from './dictionaries.endpoints';
import { allDictionaries as all, ofDictionary, pickListQuery } from './material-options.queries';
import { ASK_ON_EVERY_MOUNT } from '../../lib/query-client';
import { sortByCode } from '../../lib/sort-by-code';

/*
 * Both queries are asked again on every mount (ASK_ON_EVERY_MOUNT): the service worker answers
 * at once from its cache and revalidates behind it (sw/dictionaries-cache.ts), so freshness is
 * its business; a page restored from the saved query cache must still reach it to learn of
 * another device's edit.
 */

export const dictionariesQueries = {
  all,
  ofDictionary,
  /** GET the kind's list, sorted by its code (spec 001 §9), whatever order the provider sent. */
  list: (kind: DictionaryKind) =>
    queryOptions({
      ...endpointQuery(ofDictionary(kind.endpoints.list.path), kind.endpoints.list, {}),
      staleTime: ASK_ON_EVERY_MOUNT,
      select: (page: { content: DictionaryEntry[]; total: number }) =>
        sortByCode(page.content, kind.codeKey),
    }),
  /**
   * GET /dictionaries/…/all: a package form's material choices, by code; nothing is asked for
   * a kind without a material field.
   */
  materials: (kind: DictionaryKind) => pickListQuery(kind.materials),
  /**
   * GET /dictionaries/packages as the potato package filters' options (spec 001 §7): each
   * package's code (what the potato calls' `packageTypes` name) and name, by code.
   */
  potatoPackageOptions: () => {
    const list = DICTIONARY_KINDS['potato-packages'].endpoints.list;
    return queryOptions({
      ...endpointQuery(ofDictionary(list.path), list, {}),
      staleTime: ASK_ON_EVERY_MOUNT,
      select: (page: { content: DictionaryEntry[]; total: number }) =>
        sortByCode(page.content, 'code').map((entry) => ({
          code: String(entry.code),
          name: String(entry.name),
        })),
    });
  },
  /** GET /dictionaries/measurementUnits. */
  measurementUnits: () =>
    endpointQuery(ofDictionary(listMeasurementUnits.path), listMeasurementUnits, {}),
};

/**
 * A change to a dictionary: afterwards, whatever the outcome, every answer of that dictionary
 * is asked again (the service worker has dropped its cached copies by then:
 * sw/dictionaries-cache.ts).
 */
function dictionaryMutation<V, R>(
  kind: DictionaryKind,
  name: string,
  call: (variables: V) => Promise<R>,
) {
  const scope = ofDictionary(kind.endpoints.list.path);
  return mutationOptions({
    mutationKey: [...scope, name],
    mutationFn: call,
    onSettled: (_data, _error, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: scope }),
  });
}

export const dictionariesMutations = {
  create: (kind: DictionaryKind) =>
    dictionaryMutation(kind, 'create', (body: DictionaryBody) =>
      request(kind.endpoints.create, { body }).then(unwrap),
    ),
  update: (kind: DictionaryKind) =>
    dictionaryMutation(kind, 'update', ({ uuid, body }: { uuid: string; body: DictionaryBody }) =>
      request(kind.endpoints.update, { params: { id: uuid }, body }).then(unwrap),
    ),
  remove: (kind: DictionaryKind) =>
    dictionaryMutation(kind, 'remove', (uuid: string) =>
      request(kind.endpoints.remove, { params: { id: uuid } }).then(unwrap),
    ),
};
