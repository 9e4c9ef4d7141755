import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contractReport } from '../helpers/provider-contract.ts';
import { providerRequests } from './support/provider-requests.ts';

/**
 * Spec §7 as the provider's contract (tests/helpers/spec-contract.ts): every request the page tour and
 * the behaviour specs made the browser send must be a call of the table, under the camera and
 * stream proxy prefix where 001 §7 line 157 puts it, with the parameter names the spec gives,
 * or a listed deviation (tests/helpers/spec-deviations.ts). Runs after the other specs of the run.
 */
export function providerContractSpecs(): void {
  test('spec §7: every request the console sent is a call the provider knows, as the spec names it', () => {
    const requests = providerRequests();
    assert.ok(requests.length > 0, 'the run recorded no request to the provider API');
    const problems = contractReport(requests);
    assert.deepEqual(
      problems,
      [],
      `${problems.length} requests the provider would not understand:\n${problems.join('\n')}`,
    );
    console.log(`spec §7 contract: ${requests.length} distinct requests, all held to the table`);
  });
}
