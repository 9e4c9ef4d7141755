import {
  DICTIONARY_KINDS,
  listMeasurementUnits,
  type DictionaryBody,
  type DictionaryEntry,
  type DictionaryKind,
  type DictionaryKindId,
} from '../../src/api/dictionaries/dictionaries.endpoints';
import {
  listAllChickenMaterials,
  listAllPotatoMaterials,
} from '../../src/api/dictionaries/material-options.endpoints';
import { sortByCode } from '../../src/lib/sort-by-code';
import type { SandboxApi, SandboxContext } from '../context';
import { adjustmentOf } from '../model/adjustment';
import { dictionariesOf, MEASUREMENT_UNITS, RECORD_LINKS } from '../model/dictionaries';
import { fail, serve } from '../route';

/** The dictionary a package's `materialUuid` names an entry of. */
const MATERIALS_OF: Partial<Record<DictionaryKindId, DictionaryKindId>> = {
  'chicken-packages': 'chicken-materials',
  'potato-packages': 'potato-materials',
};

const NOUN: Record<DictionaryKindId, string> = {
  'chicken-materials': 'material',
  'chicken-containers': 'container',
  'chicken-packages': 'package',
  'potato-materials': 'material',
  'potato-packages': 'package',
};

const same = (a: unknown, b: unknown) =>
  String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/** 409 when another entry already has this code or name: the crew tells entries apart by both. */
function checkUnique(
  sandbox: SandboxContext,
  kind: DictionaryKind,
  body: DictionaryBody,
  except?: string,
): void {
  const others = dictionariesOf(sandbox.chain)
    .list(kind.id)
    .filter((entry) => entry.uuid !== except);
  for (const key of [kind.codeKey, 'name']) {
    const value = body[key];
    if (others.some((entry) => same(entry[key], value)))
      fail(
        409,
        `A ${NOUN[kind.id]} with ${key === 'name' ? 'name' : 'code'} “${value}” already exists`,
      );
  }
}

/** 400 when the body names a measurement unit or a material that does not exist. */
function checkReferences(sandbox: SandboxContext, kind: DictionaryKind, body: DictionaryBody) {
  if ('measurementUnit' in body && !MEASUREMENT_UNITS.some((u) => u.code === body.measurementUnit))
    fail(
      400,
      `measurementUnit must be one of ${MEASUREMENT_UNITS.map((unit) => unit.code).join(', ')}`,
    );
  const materials = MATERIALS_OF[kind.id];
  if (materials && !dictionariesOf(sandbox.chain).find(materials, String(body.materialUuid)))
    fail(400, 'materialUuid names no material of this dictionary');
}

function ownEntry(sandbox: SandboxContext, kind: DictionaryKind, uuid: string): DictionaryEntry {
  const entry = dictionariesOf(sandbox.chain).find(kind.id, uuid);
  if (!entry) fail(404, `No such ${NOUN[kind.id]}`);
  return entry;
}

/** What still uses an entry, in words; null when nothing does. */
function usesOf(sandbox: SandboxContext, kind: DictionaryKind, entry: DictionaryEntry) {
  const link = RECORD_LINKS[kind.id];
  if (link.values.includes(String(entry[link.field]))) return link.usedBy;
  // Adjustment rules name chicken materials by uuid (spec 001 §3 materialUuids).
  const rules =
    kind.id === 'chicken-materials' ? adjustmentOf(sandbox.chain).rulesOfMaterial(entry.uuid) : [];
  if (rules.length > 0)
    return rules.length === 1 ? 'an adjustment rule' : `${rules.length} adjustment rules`;
  const packages = Object.entries(MATERIALS_OF)
    .filter(([, materials]) => materials === kind.id)
    .flatMap(([packageKind]) =>
      dictionariesOf(sandbox.chain)
        .list(packageKind as DictionaryKindId)
        .filter((item) => item.materialUuid === entry.uuid),
    );
  if (packages.length === 0) return null;
  return `${packages.length === 1 ? 'the package' : `${packages.length} packages`} ${packages
    .map((item) => `“${item.name}”`)
    .join(', ')}`;
}

/** A kind's four calls (spec 001 §7 "Dictionaries and reports"). */
function registerKind(api: SandboxApi, kind: DictionaryKind): void {
  const store = (sandbox: SandboxContext) => dictionariesOf(sandbox.chain);

  serve(api, kind.endpoints.list, ({ sandbox }) => {
    const content = sortByCode(store(sandbox).list(kind.id), kind.codeKey);
    return { content, total: content.length };
  });

  serve(api, kind.endpoints.create, ({ body, sandbox }) => {
    checkUnique(sandbox, kind, body);
    checkReferences(sandbox, kind, body);
    return store(sandbox).add(kind.id, body, sandbox.now());
  });

  serve(api, kind.endpoints.update, ({ params, body, sandbox }) => {
    const entry = ownEntry(sandbox, kind, params.id);
    checkUnique(sandbox, kind, body, entry.uuid);
    checkReferences(sandbox, kind, body);
    // The records carry this field: changing it would cut them off from their entry.
    const link = RECORD_LINKS[kind.id];
    if (
      !same(body[link.field], entry[link.field]) &&
      link.values.includes(String(entry[link.field]))
    )
      fail(
        409,
        `“${entry[link.field]}” is used by ${link.usedBy}; its ${link.field === 'name' ? 'name' : 'code'} cannot change`,
      );
    const saved = { ...entry, ...body, updatedAt: sandbox.now() };
    store(sandbox).replace(kind.id, saved);
    return saved;
  });

  serve(api, kind.endpoints.remove, ({ params, sandbox }) => {
    const entry = ownEntry(sandbox, kind, params.id);
    const uses = usesOf(sandbox, kind, entry);
    if (uses) fail(409, `“${entry.name}” is used by ${uses}; it cannot be deleted`);
    store(sandbox).remove(kind.id, entry.uuid);
    return null;
  });
}

/** Spec 001 §7 "Dictionaries and reports": the five dictionaries, their pick-lists and units. */
export function registerDictionaryRoutes(api: SandboxApi): void {
  // The pick-lists first: '/dictionaries/materials/all' is not an entry's id.
  const options = (sandbox: SandboxContext, kind: DictionaryKindId) =>
    sortByCode(dictionariesOf(sandbox.chain).list(kind), 'materialCode').map((entry) => ({
      uuid: entry.uuid,
      materialCode: String(entry.materialCode),
      name: String(entry.name),
    }));
  serve(api, listAllChickenMaterials, ({ sandbox }) => options(sandbox, 'chicken-materials'));
  serve(api, listAllPotatoMaterials, ({ sandbox }) => options(sandbox, 'potato-materials'));
  serve(api, listMeasurementUnits, () => [...MEASUREMENT_UNITS]);
  for (const kind of Object.values(DICTIONARY_KINDS)) registerKind(api, kind);
}
