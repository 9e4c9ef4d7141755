import type { AnyEndpoint, EndpointInput } from '../lib/endpoint';
import { failureMessage, isOnProviderApi, providerUrl } from './download';
import {
  ApiError,
  isAbortError,
  NETWORK_ERROR_CODE,
  requestFile,
  UNEXPECTED_ANSWER_CODE,
} from './request';

/**
 * A picture from a binary endpoint (a recording's preview, an activity's image), fetched with
 * the session's token as any call: an `ApiError` for a failure or an answer not an image.
 */
export async function fetchImage<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<Blob> {
  return imageOf(await requestFile(endpoint, input, { signal }));
}

/** A binary answer as a picture: an `ApiError` for a failure or an answer not an image. */
export async function imageOf(result: Awaited<ReturnType<typeof requestFile>>): Promise<Blob> {
  if (!result.success) throw new ApiError(result);
  if (!result.data.headers.get('content-type')?.startsWith('image/')) {
    void result.data.body?.cancel().catch(() => undefined);
    throw new ApiError({
      success: false,
      code: UNEXPECTED_ANSWER_CODE,
      message: 'Unexpected answer from the server',
    });
  }
  return result.data.blob();
}

/**
 * A picture at a URL the provider gave (a recording's `preview`, absolute or relative to the
 * API), with `authorization` only when it is on the provider's API: an `ApiError` for a failure
 * or an answer not an image.
 */
export async function fetchImageAt(
  url: string,
  authorization: string | null,
  signal?: AbortSignal,
): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'image/*' };
  if (authorization && isOnProviderApi(url)) headers.Authorization = authorization;
  let response: Response;
  try {
    response = await fetch(providerUrl(url), { headers, signal });
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    throw new ApiError({ success: false, code: NETWORK_ERROR_CODE, message: 'Network error' });
  }
  if (!response.ok)
    throw new ApiError({
      success: false,
      code: response.status,
      message: await failureMessage(response),
    });
  return imageOf({ success: true, data: response });
}
