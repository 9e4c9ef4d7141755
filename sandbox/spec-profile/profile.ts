import type { AnyEndpoint } from '../../src/lib/endpoint';
import { voidResult } from '../../src/lib/tolerant-read';
import { projectAnswer } from './projection';

/**
 * Which provider the sandbox plays (SANDBOX_PROFILE): `ours`, answers with every field the
 * console's declarations know; `spec`, the least a provider of the spec sends
 * (docs/decisions/provider-api.md, "A spec-shaped provider"): entities cut to the fields the
 * spec names (projection.ts), opaque tokens, void calls answering a bare success, monitoring
 * answering Prometheus' `{ status, data }`, and the values a real chain has that our seed
 * lacks (seed-extras.ts).
 */
export type SandboxProfile = 'ours' | 'spec';

export function profileFromEnv(): SandboxProfile {
  return process.env.SANDBOX_PROFILE?.trim() === 'spec' ? 'spec' : 'ours';
}

/** The JSON a spec-shaped provider sends for `results`, already held to the declaration. */
export function specShapedBody(endpoint: AnyEndpoint, results: unknown): unknown {
  // 000 §4: "Responses generally carry a success flag, results and sometimes a code."
  if (endpoint.response === voidResult) return { success: true };
  // 000 §7 "Monitoring": answers have data.result, as Prometheus' HTTP API sends them.
  if (endpoint.answersData) return { status: 'success', data: results };
  return { success: true, results: projectAnswer(endpoint.method, endpoint.path, results) };
}
