import * as v from 'valibot';
import { safeParse } from '../../lib/schema-calls';

/** Spec 001 §9: the STUN port of the TURN host. */
const STUN_PORT = 3478;

/** Spec 001 §7: GET {turn host}/credentials answers uris, username and password. */
const turnCredentialsSchema = v.object({
  uris: v.array(v.string()),
  username: v.string(),
  password: v.string(),
});

/** The STUN server on the TURN host, which needs no credentials. */
function stunOf(turnHost: string): RTCIceServer {
  return { urls: `stun:${new URL(turnHost).hostname}:${STUN_PORT}` };
}

/**
 * The ICE servers a stream is watched with. No TURN host configured (the gateway is reachable
 * directly, as the sandbox's is): none, so the browser offers its own candidates only. Otherwise
 * the TURN credentials, or the host's STUN alone when the credentials call fails or answers
 * something else: a stream behind no NAT still plays.
 */
export async function iceServersFor(
  turnHost: string,
  authorization: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<RTCIceServer[]> {
  if (!turnHost) return [];
  const stun = stunOf(turnHost);
  try {
    const response = await fetchImpl(
      new URL('credentials', turnHost.endsWith('/') ? turnHost : `${turnHost}/`),
      {
        headers: authorization ? { Authorization: authorization } : {},
      },
    );
    if (!response.ok) return [stun];
    const body: unknown = await response.json();
    // The provider's envelope ({ success, results }) or the bare credentials.
    const payload =
      typeof body === 'object' && body !== null && 'results' in body ? body.results : body;
    const parsed = safeParse(turnCredentialsSchema, payload);
    if (!parsed.success || parsed.output.uris.length === 0) return [stun];
    const { uris, username, password } = parsed.output;
    return [stun, { urls: uris, username, credential: password }];
  } catch {
    return [stun];
  }
}
