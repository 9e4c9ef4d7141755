import { randomUUID } from 'node:crypto';
import type { ModuleType, Permission } from '../../src/lib/access';
import { camerasOf } from '../model/cameras';
import { dictionariesOf } from '../model/dictionaries';
import { addPotatoChute } from '../model/potato-events';
import type { Chain } from '../seed';

/** The product a real chain added to its chicken materials dictionary, which ours lacks. */
export const ADDED_PRODUCT = 'Grilled Nuggets';

/** The fry chute a real kitchen has past our four. */
export const EXTRA_POTATO_CHUTE = 5;

/**
 * What a real chain has that our seed lacks, added under SANDBOX_PROFILE=spec so the console
 * meets it (docs/decisions/provider-api.md, "A spec-shaped provider"):
 * - a policy granting a module the console does not list, with an action it does not know,
 *   held by the Restaurant Manager role: spec 000 §3 says further modules "are not shown", so
 *   its users still sign in and see what they saw;
 * - a product in the chicken materials dictionary the console has no label or colour for,
 *   which the kitchens cook and record like the others (spec 001 §7 "Dictionaries"), with a
 *   container and a package of its own;
 * - in every kitchen, a camera in a state of the provider's own (MAINTENANCE) whose second
 *   profile sends a codec the sandbox's cameras do not (H265): spec 001 §3 names a camera's
 *   status and codecs, not their values;
 * - a fifth fry chute in every kitchen, which takes a share of the rush chutes' batches: spec
 *   001 §3 names a chute by its number, not how many a kitchen has;
 * - in every kitchen, a camera whose mountpoint the gateway keeps private (left out of the
 *   streaming plugin's `list`, watched by id and pin: 001 §7 "watch (id and optional pin)");
 * - the fryer camera's category named as spec 001 §1 line 10 names the station ('Fryer', not our
 *   seed's 'Fryer station'), so 'Watch footage' finds it by the spec's name.
 */
export function addSpecExtras(chain: Chain): Chain {
  const dictionaries = dictionariesOf(chain);
  const product = dictionaries.add(
    'chicken-materials',
    {
      materialCode: 'CH90',
      name: ADDED_PRODUCT,
      vendor: 'Tyson Foods',
      measurementUnit: 'PIECE',
      pieceWeightKg: 0.02,
      holdTimeMinutes: 20,
    },
    chain.seededAt,
  );
  dictionaries.add(
    'chicken-containers',
    { code: 'GRILL-PAN', name: 'Grill pan', capacityKg: 2.5, holdTimeMinutes: 20 },
    chain.seededAt,
  );
  dictionaries.add(
    'chicken-packages',
    {
      code: 'GRILLED_NUGGETS_8',
      name: 'Grilled Nuggets 8 ct',
      materialUuid: product.uuid,
      pieces: 8,
      holdTimeMinutes: 10,
    },
    chain.seededAt,
  );

  const loyalty: Permission[] = [
    // A provider's module and action the console has never heard of: typed as ours on purpose,
    // since this is exactly the value our types say cannot come.
    { moduleType: 'LOYALTY' as ModuleType, actionType: ['VIEW', 'EDIT'] },
    {
      moduleType: 'DASHBOARD',
      actionType: ['VIEW', 'EXPORT_PDF' as Permission['actionType'][number]],
    },
  ];
  const policy = { uuid: randomUUID(), name: 'Loyalty programme', accesses: loyalty };
  chain.policies.push(policy);
  const manager = chain.roles.find((role) => role.name === 'Restaurant Manager');
  manager?.policyUuids.push(policy.uuid);
  const cameras = camerasOf(chain);
  for (const restaurant of chain.restaurants) {
    const own = cameras.of(restaurant);
    const [first] = own;
    if (first) first.privateMountpoint = true;
    for (const category of cameras.categoriesOf(restaurant))
      if (category.name === 'Fryer station') category.name = 'Fryer';
    const last = own.at(-1);
    if (!last || last === first) continue;
    last.providerStatus = 'MAINTENANCE';
    const [, second] = last.profiles;
    if (second) second.codec = 'H265';
  }
  addPotatoChute(chain, EXTRA_POTATO_CHUTE);
  return chain;
}
