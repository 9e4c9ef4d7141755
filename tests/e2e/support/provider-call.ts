import assert from 'node:assert/strict';
import {
  buildPath,
  buildQuery,
  envelopeSchema,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResult,
} from '../../../src/lib/endpoint.ts';
import { readAnswer } from '../../../src/lib/tolerant-read.ts';

/**
 * A provider call a spec makes outside the UI, to set its test up or to read what the sandbox
 * holds, through the endpoint's declaration: the method and path the console calls (spec §7),
 * and the answer read by the schema the console reads it with. A row the console could not read
 * fails the spec here, where the console would leave it out of its list.
 */
export async function providerCall<E extends AnyEndpoint>(
  baseUrl: string,
  token: string,
  declared: E,
  input: EndpointInput<E>,
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const address = `${buildPath(declared.path, params)}${buildQuery(query)}`;
  const response = await fetch(`${baseUrl}/api/v1${address}`, {
    method: declared.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  const call = `${declared.method} ${address}`;
  assert.ok(response.ok, `${call} answered ${response.status}: ${JSON.stringify(answer)}`);
  const { parsed, unreadable } = readAnswer(
    envelopeSchema(declared.response, declared.answersData),
    answer,
  );
  assert.ok(parsed.success, `${call}: the answer does not read as its declaration`);
  assert.equal(unreadable.count, 0, `${call}: rows not read: ${unreadable.reasons.join('; ')}`);
  return (parsed.output as { results: EndpointResult<E> }).results;
}
