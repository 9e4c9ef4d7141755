// contract: stable
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { queueQuerySchema, queueSnapshotSchema } from './production.schema';

/**
 * GET /pcs/queue?restaurantUuid= (ours: the spec shows the queue only over the tablet socket):
 * one kitchen's queue as it is now, for the monitor's first paint and after a lost message.
 * Live changes then come over the tablet socket (production.constants TABLET_SOCKET_PATH).
 */
export const getProductionQueue = endpoint({
  method: 'GET',
  path: '/pcs/queue',
  query: queueQuerySchema,
  response: queueSnapshotSchema,
  auth: true,
  access: needs('PCS'),
});
