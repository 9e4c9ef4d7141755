import {
  getEventAnalytic,
  getEventAnalyticMaterials,
} from '../../src/api/event-analytic/event-analytic.endpoints';
import {
  EVENT_ANALYTIC_NAMES,
  type EventAnalyticName,
} from '../../src/api/event-analytic/event-analytic.schema';
import type { EndpointQuery } from '../../src/lib/endpoint';
import type { SandboxApi, SandboxContext } from '../context';
import { chutePackagesOf } from '../model/entree-chutes';
import type { UserRecord } from '../model/users';
import { serve } from '../route';
import { groupBy } from './aggregate';
import { chickenScope, type ChickenScope } from './analytic-scope';
import { journeysIn, outboundIn, recommendationsIn } from './events-analytics';

/**
 * The products of each kind of event in scope, taken as the events analytics cards take them
 * (events-analytics.ts), so a kind's count is its card's: tasks and delays at the task's time,
 * pans at their fryer time, outbound containers at their outbound time, packages when placed.
 * `catering` narrows the tasks asked and the pans cooked, as the page's toggle narrows their
 * cards; the others have no catering variant.
 */
function eventsOf(
  scope: ChickenScope,
  catering: boolean,
  sandbox: SandboxContext,
): Record<EventAnalyticName, string[]> {
  const tasks = recommendationsIn(scope, sandbox);
  const pans = journeysIn(scope, sandbox);
  return {
    TASK_ASKED: recommendationsIn(scope, sandbox, catering).map((task) => task.material),
    TASK_LATE: tasks.filter((task) => task.delayMinutes > 0).map((task) => task.material),
    PAN_COOKED: journeysIn(scope, sandbox, catering).map((journey) => journey.cycle.material),
    PAN_WASTED: pans
      .filter((journey) => journey.cycle.wastedPieces > 0)
      .map((journey) => journey.cycle.material),
    PAN_OUTBOUND: outboundIn(scope, sandbox).map((journey) => journey.cycle.material),
    PACKAGE_PLACED: chutePackagesOf(sandbox.chain)
      .between(scope.restaurants, scope.from, scope.to)
      .filter((item) => scope.materials.includes(item.material))
      .map((item) => item.material),
  };
}

/**
 * What a call covers, with the analytics' rules (analytic-scope.ts): the user's restaurants or
 * the one asked (404 when unknown or not theirs, revealing neither), the range (400 when empty,
 * reversed or over a year) and the products. There are no periods: a day's buckets are asked
 * only for the range check.
 */
function scopeOf(
  query: EndpointQuery<typeof getEventAnalyticMaterials> &
    Partial<Pick<EndpointQuery<typeof getEventAnalytic>, 'materials'>>,
  user: UserRecord,
  sandbox: SandboxContext,
): ChickenScope {
  return chickenScope({ ...query, period: 'DAY' }, query.materials, user, sandbox);
}

/** Spec 001 §7 "Activity and support": GET /eventAnalytic and /eventAnalytic/materials. */
export function registerEventAnalyticRoutes(api: SandboxApi): void {
  serve(api, getEventAnalytic, ({ query, user, sandbox }) => {
    const events = eventsOf(scopeOf(query, user, sandbox), query.catering === true, sandbox);
    const rows = EVENT_ANALYTIC_NAMES.map((eventName) => ({
      eventName,
      count: events[eventName].length,
    }));
    return { total: rows.reduce((sum, row) => sum + row.count, 0), rows };
  });

  serve(api, getEventAnalyticMaterials, ({ query, user, sandbox }) => {
    const scope = scopeOf(query, user, sandbox);
    const materials = Object.values(eventsOf(scope, query.catering === true, sandbox)).flat();
    return groupBy(materials, scope.materials, (material) => material)
      .filter(([, events]) => events.length > 0)
      .map(([material, events]) => ({ material, count: events.length }));
  });
}
