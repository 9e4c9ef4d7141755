import * as v from 'valibot';
import { needs } from '../../lib/access';
import { endpoint } from '../../lib/endpoint';
import { EVENT_KINDS, EVENT_KIND_KEYS, type EventKind } from '../../lib/event-kinds';
import {
  eventListQuerySchema,
  eventNamesSchema,
  eventPageSchema,
  eventXlsQuerySchema,
} from './events.schema';

const EVENTS_VIEW = needs('EVENTS');

/**
 * A list's three calls (spec 001 §7 "Events"): its events, cursor paged; the same filtered list
 * as a spreadsheet; and its dictionary of event names, the event filter's options. Declared by
 * one rule so that chicken and potato differ in nothing but their paths and products. There is
 * no delete: an event is what a camera saw.
 */
function kindEndpoints(kind: EventKind, paths: { list: string; names: string }) {
  return {
    list: endpoint({
      method: 'GET',
      path: paths.list,
      query: eventListQuerySchema(kind),
      response: eventPageSchema,
      auth: true,
      access: EVENTS_VIEW,
    }),
    /**
     * The list's rows as a spreadsheet named by its Content-Disposition; 202 when the provider
     * prepares it elsewhere (spec 001 §7: "zip saved unless code 202").
     */
    xls: endpoint({
      method: 'GET',
      path: `${paths.list}/xls`,
      query: eventXlsQuerySchema(kind),
      response: v.blob(),
      auth: true,
      access: EVENTS_VIEW,
      binary: true,
    }),
    names: endpoint({
      method: 'GET',
      path: paths.names,
      response: eventNamesSchema,
      auth: true,
      access: EVENTS_VIEW,
    }),
  };
}

export type KindEndpoints = ReturnType<typeof kindEndpoints>;

/** Each list's paths (spec 001 §7 "Events"). */
export const EVENT_ENDPOINTS = Object.fromEntries(
  EVENT_KIND_KEYS.map((kind) => [kind, kindEndpoints(kind, EVENT_KINDS[kind].apiPaths)]),
) as Record<EventKind, KindEndpoints>;
