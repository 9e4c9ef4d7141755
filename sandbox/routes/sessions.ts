import { deleteSession, listSessions, resetSessions } from '../../src/api/auth/auth.endpoints';
import type { Session as SessionDto } from '../../src/api/auth/auth.schema';
import type { SandboxApi, SandboxContext } from '../context';
import type { UserRecord } from '../model/users';
import { fail, requestClient, serve, type ServeOptions } from '../route';
import type { Session } from '../tokens';
import { logAuthEvent } from './audit';

/** Account security settings: `/auth/*` answers with an expired password. */
const SETTINGS: ServeOptions = { allow: ['passwordExpired'] };

function toSessionDto(session: Session, currentId: string): SessionDto {
  return {
    uuid: session.id,
    signedInTime: session.signedInTime,
    lastActiveTime: session.lastUsedTime,
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    current: session.id === currentId,
  };
}

/** One of the user's live sessions; 404 for an unknown id and for another user's alike. */
function ownSession(sandbox: SandboxContext, user: UserRecord, id: string): Session {
  const session = sandbox.tokens.sessionsOf(user.uuid).find((candidate) => candidate.id === id);
  if (!session) fail(404, 'Session not found');
  return session;
}

export function registerSessionRoutes(api: SandboxApi): void {
  /** The caller's live sessions, newest sign-in first; `current` marks the caller's own. */
  serve(
    api,
    listSessions,
    ({ user, session, sandbox }) =>
      sandbox.tokens
        .sessionsOf(user.uuid)
        .sort((a, b) => b.signedInTime - a.signedInTime)
        .map((candidate) => toSessionDto(candidate, session.id)),
    SETTINGS,
  );

  /** Ends one session (the caller's own too): its tokens answer 401 from now on. */
  serve(
    api,
    deleteSession,
    ({ params, user, sandbox, c }) => {
      const ended = ownSession(sandbox, user, params.id);
      sandbox.tokens.endSession(ended.id);
      logAuthEvent(sandbox, user.uuid, 'SESSION_ENDED', requestClient(c));
      return null;
    },
    SETTINGS,
  );

  /** "Sign out everywhere else": ends every session of the caller except `:id`. */
  serve(
    api,
    resetSessions,
    ({ params, user, sandbox, c }) => {
      const kept = ownSession(sandbox, user, params.id);
      const client = requestClient(c);
      // One log line per ended session, as if each had been ended on its own.
      sandbox.tokens
        .endSessionsOf(user.uuid, kept.id)
        .forEach(() => logAuthEvent(sandbox, user.uuid, 'SESSION_ENDED', client));
      return null;
    },
    SETTINGS,
  );
}
