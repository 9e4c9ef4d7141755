// contract: stable
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { queueQuerySchema, queueSnapshotSchema } from './production.schema';

/**
 * GET /pcs/queue?restaurantUuid= (ours: spec 001 shows the queue only over the tablet socket,
 * and §7 lists no such call): one kitchen's queue as it is now. The monitor's snapshot, asked on
 * opening, on every reconnect and whenever the socket is quiet; the socket's messages are
 * updates on top (docs/decisions/production.md, "Spec first, our framing optional"). A provider
 * without it answers 404 and the monitor lives on the socket alone.
 */
export const getProductionQueue = endpoint({
  method: 'GET',
  path: '/pcs/queue',
  query: queueQuerySchema,
  response: queueSnapshotSchema,
  auth: true,
  access: needs('PCS'),
});
