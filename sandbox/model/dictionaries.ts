import { CHICKEN_PRODUCTS } from '../../src/api/analytics/analytics.constants';
import {
  CONTAINER_NAMES,
  ENTREE_PACKAGES,
  ENTREE_PACKAGE_TYPES,
} from '../../src/api/analytics/events-analytics.constants';
import type {
  DictionaryBody,
  DictionaryEntry,
  DictionaryKindId,
} from '../../src/api/dictionaries/dictionaries.endpoints';
import type { MeasurementUnit } from '../../src/api/dictionaries/dictionaries.schema';
import { POTATO_PACKAGE_TYPES } from '../../src/api/potato/potato.constants';
import { POTATO_PRODUCTS } from '../../src/api/timer-history/timer-history.constants';
import type { Chain } from '../seed';
import { perChain } from './per-chain';

/** GET /dictionaries/measurementUnits: how a material's batches are counted. */
export const MEASUREMENT_UNITS: readonly MeasurementUnit[] = [
  { code: 'PIECE', name: 'Pieces' },
  { code: 'KILOGRAM', name: 'Kilograms' },
  { code: 'PORTION', name: 'Portions' },
];

/**
 * Which field of an entry the kitchen's records carry, and the values they carry: the
 * sandbox's records name chicken products, containers, entree packages, potato products and
 * potato packages by these constants. A dictionary entry holding one of them is the record's
 * entry: it is in use, so it keeps that field and is not deleted (docs/decisions/dictionaries.md).
 */
export const RECORD_LINKS: Record<
  DictionaryKindId,
  { field: string; values: readonly string[]; usedBy: string }
> = {
  'chicken-materials': {
    field: 'name',
    values: CHICKEN_PRODUCTS,
    usedBy: 'the kitchens’ batches, events and orders',
  },
  'chicken-containers': {
    field: 'name',
    values: CONTAINER_NAMES,
    usedBy: 'the kitchens’ hot-holding records',
  },
  'chicken-packages': {
    field: 'code',
    values: ENTREE_PACKAGE_TYPES,
    usedBy: 'the kitchens’ entree-chute records',
  },
  'potato-materials': {
    field: 'materialCode',
    values: POTATO_PRODUCTS,
    usedBy: 'the kitchens’ potato station records',
  },
  'potato-packages': {
    field: 'code',
    values: POTATO_PACKAGE_TYPES,
    usedBy: 'the kitchens’ potato events',
  },
};

const CHICKEN_PIECE_KG: Record<(typeof CHICKEN_PRODUCTS)[number], number> = {
  'Breakfast Filets': 0.085,
  'Spicy Brkfst Filets': 0.085,
  'CFA Filets': 0.113,
  'Spicy Filets': 0.113,
  Strips: 0.045,
  'Spicy Strips': 0.045,
  Nuggets: 0.017,
};

const CONTAINER_SEEDS: Record<(typeof CONTAINER_NAMES)[number], [code: string, kg: number]> = {
  'Full pan': ['FULL_PAN', 4.5],
  'Half pan': ['HALF_PAN', 2.3],
  'Third pan': ['THIRD_PAN', 1.5],
  'Nugget bin': ['NUGGET_BIN', 2],
  'Catering tray': ['CATERING_TRAY', 6],
};

const POTATO_SEEDS: Record<(typeof POTATO_PRODUCTS)[number], [name: string, kg: number]> = {
  FRIES: ['Waffle fries', 1.2],
  HASHBROWNS: ['Hash browns', 0.9],
};

const POTATO_PACKAGE_KG: Record<(typeof POTATO_PACKAGE_TYPES)[number], number> = {
  WAFFLE_FRIES_SMALL: 0.085,
  WAFFLE_FRIES_MEDIUM: 0.125,
  WAFFLE_FRIES_LARGE: 0.17,
  WAFFLE_FRIES: 1,
  HASHBROWNS: 0.06,
  HASHBROWNS_BIG: 0.12,
};

/** 'SPICY_STRIPS_3' → 'Spicy strips 3'. */
const spoken = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

/**
 * The seeded dictionaries: made from the same constants the sandbox's records and filter calls
 * use (one list, not a second one), with the figures a kitchen would keep beside them.
 */
function seed(): Record<DictionaryKindId, DictionaryBody[]> {
  const chicken = CHICKEN_PRODUCTS.map((name, index) => ({
    materialCode: `CH${String(index + 1).padStart(2, '0')}`,
    name,
    vendor: index % 2 === 0 ? 'Pilgrim’s Pride' : 'Tyson Foods',
    measurementUnit: 'PIECE',
    pieceWeightKg: CHICKEN_PIECE_KG[name],
    holdTimeMinutes: 30,
  }));
  const potato = POTATO_PRODUCTS.map((code) => ({
    materialCode: code,
    name: POTATO_SEEDS[code][0],
    vendor: 'Lamb Weston',
    measurementUnit: 'KILOGRAM',
    batchWeightKg: POTATO_SEEDS[code][1],
    holdTimeMinutes: code === 'FRIES' ? 7 : 10,
  }));
  return {
    'chicken-materials': chicken,
    'chicken-containers': CONTAINER_NAMES.map((name) => ({
      code: CONTAINER_SEEDS[name][0],
      name,
      capacityKg: CONTAINER_SEEDS[name][1],
      holdTimeMinutes: name === 'Catering tray' ? 60 : 30,
    })),
    // Material references are filled in once the materials have their uuids (below).
    'chicken-packages': ENTREE_PACKAGE_TYPES.map((code) => ({
      code,
      name: spoken(code),
      materialUuid: ENTREE_PACKAGES[code].material,
      pieces: ENTREE_PACKAGES[code].pieces,
      holdTimeMinutes: 10,
    })),
    'potato-materials': potato,
    'potato-packages': POTATO_PACKAGE_TYPES.map((code) => ({
      code,
      name: spoken(code),
      materialUuid: code.startsWith('WAFFLE') ? 'FRIES' : 'HASHBROWNS',
      weightKg: POTATO_PACKAGE_KG[code],
      holdTimeMinutes: code.startsWith('WAFFLE') ? 7 : 10,
    })),
  };
}

/**
 * The dictionaries' store: seeded per chain (a reset makes a new chain, and so a new store),
 * then what the console creates, edits and deletes.
 */
export interface DictionaryStore {
  list(kind: DictionaryKindId): DictionaryEntry[];
  find(kind: DictionaryKindId, uuid: string): DictionaryEntry | undefined;
  add(kind: DictionaryKindId, fields: DictionaryBody, now: number): DictionaryEntry;
  replace(kind: DictionaryKindId, entry: DictionaryEntry): void;
  remove(kind: DictionaryKindId, uuid: string): void;
}

const UUID_PREFIX: Record<DictionaryKindId, string> = {
  'chicken-materials': 'material',
  'chicken-containers': 'container',
  'chicken-packages': 'chicken-package',
  'potato-materials': 'potato-material',
  'potato-packages': 'potato-package',
};

function createDictionaryStore(chain: Chain): DictionaryStore {
  let next = 1;
  const entries = new Map<DictionaryKindId, DictionaryEntry[]>();
  const make = (kind: DictionaryKindId, fields: DictionaryBody, now: number): DictionaryEntry => ({
    ...fields,
    uuid: `${UUID_PREFIX[kind]}-${String(next++).padStart(6, '0')}`,
    updatedAt: now,
  });
  const seeded = seed();
  for (const kind of Object.keys(seeded) as DictionaryKindId[])
    entries.set(
      kind,
      seeded[kind].map((fields) => make(kind, fields, chain.seededAt)),
    );
  // Packages name their material by the record label until here; now by its uuid.
  const link = (kind: DictionaryKindId, materials: DictionaryKindId, field: string) => {
    for (const entry of entries.get(kind) ?? [])
      entry.materialUuid =
        entries.get(materials)?.find((material) => material[field] === entry.materialUuid)?.uuid ??
        null;
  };
  link('chicken-packages', 'chicken-materials', 'name');
  link('potato-packages', 'potato-materials', 'materialCode');

  const of = (kind: DictionaryKindId) => entries.get(kind) ?? [];
  return {
    list: (kind) => [...of(kind)],
    find: (kind, uuid) => of(kind).find((entry) => entry.uuid === uuid),
    add(kind, fields, now) {
      const entry = make(kind, fields, now);
      entries.set(kind, [...of(kind), entry]);
      return entry;
    },
    replace(kind, entry) {
      entries.set(
        kind,
        of(kind).map((old) => (old.uuid === entry.uuid ? entry : old)),
      );
    },
    remove(kind, uuid) {
      entries.set(
        kind,
        of(kind).filter((entry) => entry.uuid !== uuid),
      );
    },
  };
}

export const dictionariesOf = perChain((chain) => createDictionaryStore(chain));

/** A chicken material's name by its uuid (an adjustment rule's materialUuids); the uuid when gone. */
export function chickenMaterialName(chain: Chain, uuid: string): string {
  const entry = dictionariesOf(chain).find('chicken-materials', uuid);
  return entry ? String(entry.name) : uuid;
}
