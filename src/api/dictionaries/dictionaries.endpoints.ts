import * as v from 'valibot';
import { tolerantArray, voidResult } from '../../lib/tolerant-read';
import { needs, type Requirement } from '../../lib/access';
import { endpoint, type Endpoint } from '../../lib/endpoint';
import type { DictionaryId } from '../../lib/dictionary-pages';
import {
  chickenMaterialFields,
  chickenMaterialSchema,
  chickenPackageFields,
  chickenPackageSchema,
  containerFields,
  containerSchema,
  dictionaryListSchema,
  measurementUnitSchema,
  potatoMaterialFields,
  potatoMaterialSchema,
  potatoPackageFields,
  potatoPackageSchema,
  type WeightField,
} from './dictionaries.schema';
import { listAllChickenMaterials, listAllPotatoMaterials } from './material-options.endpoints';
import type { MaterialOption } from './material-options.schema';

const VIEW = needs('MATERIAL_SETTINGS');

/**
 * One dictionary's four calls (spec 001 §7 "Dictionaries and reports"): GET the list, POST an
 * entry, PUT {id} and DELETE {id}. A create and an edit send the same fields; each answers the
 * entry as saved.
 */
function dictionaryEndpoints<
  const P extends string,
  E extends v.GenericSchema,
  F extends v.ObjectEntries,
>(path: P, entry: E, fields: F, readers: readonly Requirement[] = [VIEW]) {
  const body = v.object(fields);
  return {
    list: endpoint({
      method: 'GET',
      path,
      response: dictionaryListSchema(entry),
      auth: true,
      access: readers,
    }),
    create: endpoint({
      method: 'POST',
      path,
      body,
      response: entry,
      auth: true,
      access: needs('MATERIAL_SETTINGS', 'CREATE'),
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      body,
      response: entry,
      auth: true,
      access: needs('MATERIAL_SETTINGS', 'EDIT'),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      response: voidResult,
      auth: true,
      access: needs('MATERIAL_SETTINGS', 'DELETE'),
    }),
  };
}

/**
 * The production monitor packs each catering order in the kitchen's containers at its
 * material's piece weight (spec 001 §3 "Pack summary"): a user who may see it reads the two
 * lists (docs/decisions/production.md "The floor's orders").
 */
const PACK_READERS = [VIEW, needs('PCS')] as const;

/** /dictionaries/materials: the chicken materials, by materialCode ASC (spec 001 §9). */
const chickenMaterialEndpoints = dictionaryEndpoints(
  '/dictionaries/materials',
  chickenMaterialSchema,
  chickenMaterialFields,
  PACK_READERS,
);

/** /dictionaries/containers: what held chicken is kept in. */
const containerEndpoints = dictionaryEndpoints(
  '/dictionaries/containers',
  containerSchema,
  containerFields,
  PACK_READERS,
);

/** /dictionaries/chickenPackages: the packaged entrees, each of one chicken material. */
const chickenPackageEndpoints = dictionaryEndpoints(
  '/dictionaries/chickenPackages',
  chickenPackageSchema,
  chickenPackageFields,
);

/** /dictionaries/potato-materials: the potato products, by materialCode ASC. */
const potatoMaterialEndpoints = dictionaryEndpoints(
  '/dictionaries/potato-materials',
  potatoMaterialSchema,
  potatoMaterialFields,
);

/**
 * /dictionaries/packages: the potato packages. The spec shows GET (content and total) and PUT;
 * POST and DELETE are ours, so the tab creates and deletes as the others do.
 */
const potatoPackageEndpoints = dictionaryEndpoints(
  '/dictionaries/packages',
  potatoPackageSchema,
  potatoPackageFields,
  // The potato dashboard's and the potato events' package filter offers its codes.
  [VIEW, needs('DASHBOARD'), needs('EVENTS')],
);

/** GET /dictionaries/measurementUnits: how a material's batches are counted. */
export const listMeasurementUnits = endpoint({
  method: 'GET',
  path: '/dictionaries/measurementUnits',
  response: tolerantArray(measurementUnitSchema),
  auth: true,
  access: VIEW,
});

/** An entry of any dictionary, as the generic page reads it (a field absent: undefined). */
export type DictionaryEntry = { uuid: string; updatedAt?: number } & Record<
  string,
  string | number | null | undefined
>;
export type DictionaryBody = Record<string, string | number | null>;

type Out<T> = v.GenericSchema<unknown, T>;
type In<T> = v.GenericSchema<T, T>;

/** The four calls of one dictionary, as the generic page and sandbox use them. */
export interface DictionaryEndpoints {
  list: Endpoint<
    'GET',
    string,
    undefined,
    undefined,
    Out<{ content: DictionaryEntry[]; total: number }>
  >;
  create: Endpoint<'POST', string, undefined, In<DictionaryBody>, Out<DictionaryEntry>>;
  update: Endpoint<'PUT', `${string}/:id`, undefined, In<DictionaryBody>, Out<DictionaryEntry>>;
  remove: Endpoint<'DELETE', `${string}/:id`, undefined, undefined, Out<null>>;
}

/**
 * How a form field is asked and a column shown:
 * - `code`, `text`: required text; `vendor`: optional text;
 * - `weight`: kilograms on the wire, the user's unit on screen (spec 001 §5);
 * - `minutes`, `count`: whole numbers;
 * - `material`: one of the kind's `materials` pick-list; `unit`: a measurement unit.
 */
export type FieldType =
  'code' | 'text' | 'vendor' | 'weight' | 'minutes' | 'count' | 'material' | 'unit';

export type DictionaryField =
  | { key: WeightField; type: 'weight' }
  | {
      key: string;
      type: Exclude<FieldType, 'weight'>;
      /** A value the product filters send in a comma list: it may hold no comma. */
      listed?: true;
    };

/** A dictionary of lib/dictionary-pages.ts (`chicken-containers`). */
export type DictionaryKindId = DictionaryId;

export interface DictionaryKind {
  id: DictionaryKindId;
  endpoints: DictionaryEndpoints;
  /** The field the list is sorted by, ascending, and that no two entries share (spec 001 §9). */
  codeKey: 'materialCode' | 'code';
  /** The form's fields and the list's columns, in order; the code first. */
  fields: readonly DictionaryField[];
  /** Where a `material` field's choices come from. */
  materials?: Endpoint<'GET', string, undefined, undefined, Out<MaterialOption[]>>;
}

const hold = { key: 'holdTimeMinutes', type: 'minutes' } as const;

/**
 * The dictionaries, one row each: the five settings pages differ by this data only (spec 001
 * §2 "Settings"; docs/decisions/dictionaries.md "Kitchen dictionaries").
 */
export const DICTIONARY_KINDS: Record<DictionaryKindId, DictionaryKind> = {
  'chicken-materials': {
    id: 'chicken-materials',
    endpoints: chickenMaterialEndpoints,
    codeKey: 'materialCode',
    fields: [
      { key: 'materialCode', type: 'code' },
      // The product filters name chicken materials (spec 001 §7 line 239).
      { key: 'name', type: 'text', listed: true },
      { key: 'vendor', type: 'vendor' },
      { key: 'measurementUnit', type: 'unit' },
      { key: 'pieceWeightKg', type: 'weight' },
      hold,
    ],
  },
  'chicken-containers': {
    id: 'chicken-containers',
    endpoints: containerEndpoints,
    codeKey: 'code',
    fields: [
      { key: 'code', type: 'code' },
      { key: 'name', type: 'text' },
      { key: 'capacityKg', type: 'weight' },
      hold,
    ],
  },
  'chicken-packages': {
    id: 'chicken-packages',
    endpoints: chickenPackageEndpoints,
    codeKey: 'code',
    materials: listAllChickenMaterials,
    fields: [
      { key: 'code', type: 'code' },
      { key: 'name', type: 'text' },
      { key: 'materialUuid', type: 'material' },
      { key: 'pieces', type: 'count' },
      hold,
    ],
  },
  'potato-materials': {
    id: 'potato-materials',
    endpoints: potatoMaterialEndpoints,
    codeKey: 'materialCode',
    fields: [
      { key: 'materialCode', type: 'code' },
      { key: 'name', type: 'text' },
      { key: 'vendor', type: 'vendor' },
      { key: 'measurementUnit', type: 'unit' },
      { key: 'batchWeightKg', type: 'weight' },
      hold,
    ],
  },
  'potato-packages': {
    id: 'potato-packages',
    endpoints: potatoPackageEndpoints,
    codeKey: 'code',
    materials: listAllPotatoMaterials,
    fields: [
      { key: 'code', type: 'code' },
      { key: 'name', type: 'text' },
      { key: 'materialUuid', type: 'material' },
      { key: 'weightKg', type: 'weight' },
      hold,
    ],
  },
};
