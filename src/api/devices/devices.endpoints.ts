import { deletedCountAnswer } from '../../lib/optional-answer';
import { voidResult } from '../../lib/tolerant-read';
import { needs, type EndpointAccess, type ActionType } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import {
  availabilityPageSchema,
  availabilityQuerySchema,
  deleteTabletSessionsQuerySchema,
  optionListSchema,
  pcListQuerySchema,
  pcPageSchema,
  pcSchema,
  remoteAccessBodySchema,
  renameTabletBodySchema,
  streamQuerySchema,
  tabletAvailabilityPageSchema,
  tabletCommandBodySchema,
  tabletCommandSchema,
  tabletListQuerySchema,
  tabletLogPageSchema,
  tabletLogQuerySchema,
  tabletPageSchema,
  tabletSchema,
  tabletSessionPageSchema,
  tabletSessionQuerySchema,
} from './devices.schema';

/**
 * The devices pages (module DEVICE) and a restaurant's devices pages (module RESTAURANT) make
 * the same calls, so each call accepts the action on either module (spec 001 §6; lib/access.ts).
 */
function fleet(action: ActionType = 'VIEW'): EndpointAccess {
  return [needs('DEVICE', action), needs('RESTAURANT', action)];
}

/** GET /devices (spec 001 §7): the PCs, offset paged, status DESC by default. */
export const listPcs = endpoint({
  method: 'GET',
  path: '/devices',
  query: pcListQuerySchema,
  response: pcPageSchema,
  auth: true,
  access: fleet(),
});

/** PUT /devices/{id}/confirm: a NOT_CONFIRMED PC joins the fleet; answers it. */
export const confirmPc = endpoint({
  method: 'PUT',
  path: '/devices/:id/confirm',
  response: pcSchema,
  auth: true,
  access: fleet('EDIT'),
});

/** DELETE /devices/{id}. */
export const deletePc = endpoint({
  method: 'DELETE',
  path: '/devices/:id',
  response: voidResult,
  auth: true,
  access: fleet('DELETE'),
});

/** GET /availability/devices: each PC's online periods clipped to the range. */
export const pcAvailability = endpoint({
  method: 'GET',
  path: '/availability/devices',
  query: availabilityQuerySchema,
  response: availabilityPageSchema,
  auth: true,
  access: fleet(),
});

/** GET /tablets/list: the tablets, with the filters the answer was made for. */
export const listTablets = endpoint({
  method: 'GET',
  path: '/tablets/list',
  query: tabletListQuerySchema,
  response: tabletPageSchema,
  auth: true,
  access: fleet(),
});

/** GET /tablets/models: the models among the user's tablets, for the filter. */
export const listTabletModels = endpoint({
  method: 'GET',
  path: '/tablets/models',
  response: optionListSchema,
  auth: true,
  access: fleet(),
});

/** GET /tablets/builds: the app builds among the user's tablets, for the filter. */
export const listTabletBuilds = endpoint({
  method: 'GET',
  path: '/tablets/builds',
  response: optionListSchema,
  auth: true,
  access: fleet(),
});

/** PUT /tablets/name/{id}: answers the renamed tablet. */
export const renameTablet = endpoint({
  method: 'PUT',
  path: '/tablets/name/:id',
  body: renameTabletBodySchema,
  response: tabletSchema,
  auth: true,
  access: fleet('EDIT'),
});

/** PUT /tablets/{id}/remote-access: answers the tablet. */
export const setTabletRemoteAccess = endpoint({
  method: 'PUT',
  path: '/tablets/:id/remote-access',
  body: remoteAccessBodySchema,
  response: tabletSchema,
  auth: true,
  access: fleet('EDIT'),
});

/** DELETE /tablets/{id}. */
export const deleteTablet = endpoint({
  method: 'DELETE',
  path: '/tablets/:id',
  response: voidResult,
  auth: true,
  access: fleet('DELETE'),
});

/** POST /tablets/command/{id}: answers the command as the tablet received it. */
export const sendTabletCommand = endpoint({
  method: 'POST',
  path: '/tablets/command/:id',
  body: tabletCommandBodySchema,
  response: tabletCommandSchema,
  auth: true,
  access: fleet('EDIT'),
});

/** GET /tablets/command/zones/stream: the stream names a command may start. */
export const listCommandStreams = endpoint({
  method: 'GET',
  path: '/tablets/command/zones/stream',
  query: streamQuerySchema,
  response: optionListSchema,
  auth: true,
  access: fleet(),
});

/** GET /tablets/logs. */
export const listTabletLogs = endpoint({
  method: 'GET',
  path: '/tablets/logs',
  query: tabletLogQuerySchema,
  response: tabletLogPageSchema,
  auth: true,
  access: fleet(),
});

/** DELETE /tablets/logs/{id}. */
export const deleteTabletLog = endpoint({
  method: 'DELETE',
  path: '/tablets/logs/:id',
  response: voidResult,
  auth: true,
  access: fleet('DELETE'),
});

/** GET /availability/tablets. */
export const tabletAvailability = endpoint({
  method: 'GET',
  path: '/availability/tablets',
  query: availabilityQuerySchema,
  response: tabletAvailabilityPageSchema,
  auth: true,
  access: fleet(),
});

/** GET /tablet-sessions?tabletUuid=: 404 for an unknown tablet or one the user may not see. */
export const listTabletSessions = endpoint({
  method: 'GET',
  path: '/tablet-sessions',
  query: tabletSessionQuerySchema,
  response: tabletSessionPageSchema,
  auth: true,
  access: fleet(),
});

/** DELETE /tablet-sessions?tabletUuid=[&sessionUuid=]: one session, or all of the tablet's. */
export const deleteTabletSessions = endpoint({
  method: 'DELETE',
  path: '/tablet-sessions',
  query: deleteTabletSessionsQuerySchema,
  response: deletedCountAnswer,
  auth: true,
  access: fleet('DELETE'),
});
