import { randomUUID } from 'node:crypto';
import type { ModuleType, Permission } from '../../src/lib/access';
import type { Chain } from '../seed';

/**
 * What a real chain has that our seed lacks, added under SANDBOX_PROFILE=spec so the console
 * meets it (docs/decisions/provider-api.md, "A spec-shaped provider"):
 * - a policy granting a module the console does not list, with an action it does not know,
 *   held by the Restaurant Manager role: spec 000 §3 says further modules "are not shown", so
 *   its users still sign in and see what they saw.
 */
export function addSpecExtras(chain: Chain): Chain {
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
  return chain;
}
