import { tolerantArray } from '../../lib/tolerant-read';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { materialOptionSchema } from './material-options.schema';

// Apart from the dictionaries' own calls: the product filters of the first page ask them.

/*
 * The pick-lists are read by every page that filters by product, not only by the dictionaries'
 * editors: a user who may open one of those pages may read them (docs/decisions/shell-and-widgets.md, "Product
 * filters list the dictionaries").
 */
const PICK_LIST_READERS = [
  needs('MATERIAL_SETTINGS'),
  needs('DASHBOARD'),
  needs('PERFORMANCE'),
  needs('EVENTS'),
  needs('TIMER_CYCLE_HISTORY'),
  needs('PCS'),
];

/**
 * GET /dictionaries/materials/all: every chicken material, for a package's material choice, the
 * product filters and the adjustment rules' materials.
 */
export const listAllChickenMaterials = endpoint({
  method: 'GET',
  path: '/dictionaries/materials/all',
  response: tolerantArray(materialOptionSchema),
  auth: true,
  access: PICK_LIST_READERS,
});

/** GET /dictionaries/potato-materials/all: every potato material, for a package's material. */
export const listAllPotatoMaterials = endpoint({
  method: 'GET',
  path: '/dictionaries/potato-materials/all',
  response: tolerantArray(materialOptionSchema),
  auth: true,
  access: PICK_LIST_READERS,
});
