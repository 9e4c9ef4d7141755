import type { AnyEndpoint, EndpointInput } from '../lib/endpoint';
import { ApiError, requestFile, UNEXPECTED_ANSWER_CODE } from './request';

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
