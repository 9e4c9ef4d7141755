import { mutationOptions } from '@tanstack/react-query';
import { endpointQuery } from '../endpoint-query';
import { request, unwrap } from '../request';
import { deleteSession, listSessions, resetSessions } from './auth.endpoints';

export const sessionsQueries = {
  all: () => ['sessions'] as const,
  /** GET /auth/sessions: the signed-in user's sessions, newest sign-in first. */
  list: () => endpointQuery(sessionsQueries.all(), listSessions, {}),
};

export const sessionsMutations = {
  /** DELETE /auth/sessions/:id: signs that device out at once. */
  end: () =>
    mutationOptions({
      mutationKey: [...sessionsQueries.all(), 'end'],
      mutationFn: (uuid: string) => request(deleteSession, { params: { id: uuid } }).then(unwrap),
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: sessionsQueries.all() }),
    }),
  /**
   * DELETE /auth/sessions/reset/:id with the current session's uuid: every other session is
   * signed out (docs/decisions/sign-in-and-access.md, "Active sessions").
   */
  endOthers: () =>
    mutationOptions({
      mutationKey: [...sessionsQueries.all(), 'end-others'],
      mutationFn: (currentUuid: string) =>
        request(resetSessions, { params: { id: currentUuid } }).then(unwrap),
      onSettled: (_data, _error, _uuid, _result, { client }) =>
        client.invalidateQueries({ queryKey: sessionsQueries.all() }),
    }),
};
