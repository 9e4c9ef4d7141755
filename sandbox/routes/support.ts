import { randomUUID } from 'node:crypto';
import {
  deleteSupportRequest,
  listSupportHistory,
  resolveSupportRequest,
  sendSupportRequest,
} from '../../src/api/support/support.endpoints';
import { SCREENSHOT_TYPES } from '../../src/api/support/support.constants';
import type { SandboxApi, SandboxContext } from '../context';
import { seesWholeChain } from '../model/audit-trail';
import { keysetPage } from '../cursor-page';
import {
  roleOf,
  supportRequestsOf,
  toSupportRequestDto,
  type SupportRequestRecord,
} from '../model/support-requests';
import type { UserRecord } from '../model/users';
import { canSeeRestaurant } from '../model/visibility';
import { fail, serve } from '../route';
import { restaurantsAsked } from './analytic-scope';

/**
 * Whose requests a user sees: those of their restaurants, and those sent about no restaurant in
 * particular by themselves, or by anyone when they see every restaurant (docs/decisions/administration.md).
 */
function canSeeRequest(user: UserRecord, request: SupportRequestRecord): boolean {
  if (request.restaurantUuid !== null) return canSeeRestaurant(user, request.restaurantUuid);
  return request.requesterUuid === user.uuid || seesWholeChain(user);
}

/** The request if it exists and the user may see it; else 404, revealing neither. */
function visibleRequest(sandbox: SandboxContext, user: UserRecord, uuid: string) {
  const request = supportRequestsOf(sandbox.chain).find((candidate) => candidate.uuid === uuid);
  if (!request || !canSeeRequest(user, request)) fail(404, 'Support request not found');
  return request;
}

/** Lower-case text a search looks in: subject, message, requester and restaurant. */
function searchText(request: SupportRequestRecord, sandbox: SandboxContext): string {
  const dto = toSupportRequestDto(request, sandbox.chain);
  return [
    dto.subject,
    dto.message,
    dto.requesterName,
    dto.requesterEmail,
    dto.restaurantNumber ?? '',
    dto.restaurantName ?? '',
  ]
    .join('\n')
    .toLowerCase();
}

/** Support requests (spec 001 §7 "Activity and support"): send, history, resolve, delete. */
export function registerSupportRoutes(api: SandboxApi): void {
  /** Multipart (the declaration says so); the screenshot's name, type and size are kept. */
  serve(api, sendSupportRequest, ({ body, user, sandbox }) => {
    if (body.restaurantUuid !== undefined) restaurantsAsked(user, sandbox, [body.restaurantUuid]);
    const restaurantUuid =
      body.restaurantUuid ?? (user.type === 'USER' ? user.restaurantUuid : null);
    const screenshot = body.screenshot;
    const record: SupportRequestRecord = {
      uuid: randomUUID(),
      requestTime: sandbox.now(),
      status: 'OPEN',
      subject: body.subject,
      message: body.message,
      requesterUuid: user.uuid,
      restaurantUuid,
      attachment: screenshot
        ? {
            fileName: (screenshot as { name?: string }).name || 'screenshot',
            contentType: SCREENSHOT_TYPES.find((type) => type === screenshot.type)!,
            size: screenshot.size,
          }
        : null,
      resolvedTime: null,
      resolvedByUuid: null,
      origin: 'live',
    };
    supportRequestsOf(sandbox.chain).unshift(record);
    return toSupportRequestDto(record, sandbox.chain);
  });

  /** Cursor paged by `requestTime`; `[startDate, endDate]` inclusive; 404 for another's restaurant. */
  serve(api, listSupportHistory, ({ query, user, sandbox }) => {
    if (
      query.startDate !== undefined &&
      query.endDate !== undefined &&
      query.endDate < query.startDate
    )
      fail(400, 'startDate must not be after endDate');
    if (query.restaurantUuid !== undefined) restaurantsAsked(user, sandbox, [query.restaurantUuid]);
    const search = query.search?.toLowerCase();
    const matching = supportRequestsOf(sandbox.chain).filter(
      (request) =>
        canSeeRequest(user, request) &&
        (query.restaurantUuid === undefined || request.restaurantUuid === query.restaurantUuid) &&
        (query.status === undefined || request.status === query.status) &&
        (query.startDate === undefined || request.requestTime >= query.startDate) &&
        (query.endDate === undefined || request.requestTime <= query.endDate) &&
        (query.role === 'all' || requesterRole(sandbox, request) === query.role) &&
        (!search || searchText(request, sandbox).includes(search)),
    );
    return keysetPage(
      matching,
      (request) => ({ value: request.requestTime, id: request.uuid }),
      query,
      (request) => toSupportRequestDto(request, sandbox.chain),
    );
  });

  serve(api, resolveSupportRequest, ({ params, user, sandbox }) => {
    const request = visibleRequest(sandbox, user, params.id);
    if (request.status === 'RESOLVED') fail(409, 'This request is already resolved');
    request.status = 'RESOLVED';
    request.resolvedTime = sandbox.now();
    request.resolvedByUuid = user.uuid;
    return toSupportRequestDto(request, sandbox.chain);
  });

  serve(api, deleteSupportRequest, ({ params, user, sandbox }) => {
    const request = visibleRequest(sandbox, user, params.id);
    const requests = supportRequestsOf(sandbox.chain);
    requests.splice(requests.indexOf(request), 1);
    return null;
  });
}

function requesterRole(sandbox: SandboxContext, request: SupportRequestRecord) {
  const requester = sandbox.chain.users.find((user) => user.uuid === request.requesterUuid);
  return requester ? roleOf(requester) : undefined;
}
