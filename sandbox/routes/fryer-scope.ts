import type { getFryerCycles } from '../../src/api/analytics/analytics.endpoints';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxContext } from '../context';
import { fryerCyclesOf } from '../model/fryer-cycles';
import type { PanCycle } from '../model/kitchen-events';
import { eventsIn, type ChickenScope } from './analytic-scope';

/**
 * The pans a fryer call covers: those of `scope` (analytic-scope.ts) that ran on a fryer of one
 * of `vendors` and, when `isCorrect` is given, whose cycle was (or was not) correct (spec 001 §3
 * "vendors and isCorrect (fryer only)"). Without either it is every pan in scope, the pans of
 * total-usage. A vendor no fryer has matches none.
 */
export function fryerCyclesIn(
  scope: ChickenScope,
  { vendors, isCorrect }: Pick<EndpointQuery<typeof getFryerCycles>, 'vendors' | 'isCorrect'>,
  sandbox: SandboxContext,
): PanCycle[] {
  return eventsIn(fryerCyclesOf(sandbox.chain), scope, (fryer) => fryer.cycle.material)
    .filter(
      (fryer) =>
        (!vendors?.length || vendors.includes(fryer.vendor)) &&
        (isCorrect === undefined || fryer.isCorrect === isCorrect),
    )
    .map((fryer) => fryer.cycle);
}
