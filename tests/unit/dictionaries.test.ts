import { describe, expect, it } from 'vitest';
import {
  DICTIONARY_KINDS,
  type DictionaryEntry,
} from '../../src/api/dictionaries/dictionaries.endpoints';
import { DICTIONARY_PAGES } from '../../src/lib/dictionary-pages';
import { WEIGHT_LIMITS_KG } from '../../src/api/dictionaries/dictionaries.schema';
import { sortByCode } from '../../src/lib/sort-by-code';
import {
  dictionaryBody,
  dictionaryProblems,
  draftOf,
  kilogramsOf,
  weightIn,
} from '../../src/features/dictionaries/dictionary-form';
import { dictionaryPage } from '../../src/features/dictionaries/dictionary-pages';
import { en } from '../../src/lib/i18n/messages-en';
import { dictionaries } from '../../src/lib/i18n/en/dictionaries';
import { appRoute } from '../../src/lib/route-table';
import { dictionaryOf } from '../../src/lib/sw-messages';

const t = (key: string, vars: Record<string, unknown> = {}) =>
  String({ ...en, ...dictionaries }[key as keyof typeof dictionaries] ?? key).replace(
    /\{(\w+)\}/g,
    (_, name: string) => String(vars[name]),
  );

const materials = DICTIONARY_KINDS['chicken-materials'];
const FILET: DictionaryEntry = {
  uuid: 'm1',
  updatedAt: 0,
  materialCode: 'CH03',
  name: 'CFA Filets',
  vendor: null,
  measurementUnit: 'PIECE',
  pieceWeightKg: 0.113,
  holdTimeMinutes: 30,
};

describe('weights in the user’s unit (spec 001 §5 "kg (Kilograms) or lbs (Pounds)")', () => {
  it('shows kilograms in pounds to a thousandth, and kilograms to the gram', () => {
    expect(weightIn(1, 'lbs')).toBe(2.205);
    expect(weightIn(0.113, 'lbs')).toBe(0.249);
    expect(weightIn(0.017, 'kg')).toBe(0.017);
    expect(kilogramsOf(2.205, 'lbs')).toBe(1);
    expect(kilogramsOf(0.25, 'lbs')).toBe(0.113);
    expect(kilogramsOf(1.2345, 'kg')).toBe(1.235);
  });

  it('a weight the user did not touch keeps its stored kilograms through an edit in pounds', () => {
    const draft = draftOf(materials, FILET, 'lbs');
    expect(draft.pieceWeightKg).toBe(0.249);
    expect(dictionaryBody(materials, draft, 'lbs', FILET).pieceWeightKg).toBe(0.113);
    expect(
      dictionaryBody(materials, { ...draft, pieceWeightKg: 0.5 }, 'lbs', FILET).pieceWeightKg,
    ).toBe(0.227);
  });

  it('checks a weight’s range in the user’s unit, and clamps a pound figure at the edge', () => {
    const draft = { ...draftOf(materials, FILET, 'lbs'), pieceWeightKg: 5 };
    expect(dictionaryProblems(materials, draft, 'lbs', t).pieceWeightKg).toBe(
      'From 0.011 to 4.409',
    );
    const edge = { ...draft, pieceWeightKg: 4.409 };
    expect(dictionaryProblems(materials, edge, 'lbs', t)).toEqual({});
    expect(dictionaryBody(materials, edge, 'lbs').pieceWeightKg).toBe(
      WEIGHT_LIMITS_KG.pieceWeightKg.max,
    );
  });

  it('a form problem per field: required, code characters, whole minutes', () => {
    const problems = dictionaryProblems(
      materials,
      { ...draftOf(materials, FILET, 'kg'), materialCode: 'CH 3', name: ' ', holdTimeMinutes: 2.5 },
      'kg',
      t,
    );
    expect(problems).toEqual({
      materialCode: 'Letters, digits, - and _ only',
      name: 'Required',
      holdTimeMinutes: 'A whole number',
    });
  });
});

describe('spec 001 §9 "codes by code ASC, materials by materialCode ASC"', () => {
  it('sorts by the code, digits as numbers and regardless of case', () => {
    const rows = ['CH10', 'ch02', 'CH1', 'BX'].map((materialCode) => ({ materialCode }));
    expect(sortByCode(rows, 'materialCode').map((row) => row.materialCode)).toEqual([
      'BX',
      'CH1',
      'ch02',
      'CH10',
    ]);
  });
});

describe('the dictionary kinds table (the five pages differ by data only)', () => {
  it.each(DICTIONARY_PAGES.map((page) => page.id))(
    '%s: code first, then name; the sort key is a field',
    (id) => {
      const kind = DICTIONARY_KINDS[id];
      expect(kind.id).toBe(id);
      expect(kind.fields[0]).toEqual({ key: kind.codeKey, type: 'code' });
      expect(kind.fields[1]).toMatchObject({ key: 'name', type: 'text' });
      expect(kind.fields.some((field) => field.type === 'material')).toBe(
        kind.materials !== undefined,
      );
      for (const field of kind.fields)
        expect(dictionaries).toHaveProperty(`dictionaries.field.${field.key}`);
    },
  );

  it('materials are sorted by materialCode (spec 001 §9)', () => {
    expect(DICTIONARY_KINDS['chicken-materials'].codeKey).toBe('materialCode');
    expect(DICTIONARY_KINDS['potato-materials'].codeKey).toBe('materialCode');
  });

  it('every kind has one settings page of MATERIAL_SETTINGS; chicken has three tabs, potato two', () => {
    expect(DICTIONARY_PAGES.map((page) => page.id).sort()).toEqual(
      Object.keys(DICTIONARY_KINDS).sort(),
    );
    const tabsOf = (product: string) =>
      DICTIONARY_PAGES.filter((page) => page.product === product).map((page) => page.tab);
    expect(tabsOf('chicken')).toEqual(['materials', 'containers', 'packages']);
    expect(tabsOf('potato')).toEqual(['materials', 'packages']);
    for (const page of DICTIONARY_PAGES) {
      expect(appRoute(page.path)?.module).toBe('MATERIAL_SETTINGS');
      const shown = dictionaryPage(page.path);
      expect(shown.page).toMatchObject(page);
      expect(shown.tabs.map((tab) => tab.product)).toEqual(shown.tabs.map(() => page.product));
    }
  });

  it('a change to an entry makes its whole dictionary stale, pick-list included', () => {
    expect(dictionaryOf('/dictionaries/materials/all')).toBe('/dictionaries/materials');
    expect(dictionaryOf('/dictionaries/materials/material-000001')).toBe('/dictionaries/materials');
    expect(dictionaryOf('/dictionaries/packages')).toBe('/dictionaries/packages');
    expect(dictionaryOf('/fryers')).toBeNull();
  });
});
