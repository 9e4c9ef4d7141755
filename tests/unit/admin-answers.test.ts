import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { alertPageSchema } from '../../src/api/alerts/alerts.schema';
import { sessionSchema, signInResultSchema } from '../../src/api/auth/auth.schema';
import { reportPageSchema } from '../../src/api/reports/reports.schema';
import {
  restaurantPageSchema,
  restaurantSchema,
} from '../../src/api/restaurants/restaurants.schema';
import { userPageSchema } from '../../src/api/users/managed-users.schema';
import { userSchema } from '../../src/api/users/users.schema';
import { readAnswer } from '../../src/lib/tolerant-read';

/*
 * Answers read as a Tolerant Reader (docs/decisions/provider-api.md, "Reading answers"): an
 * answer with only the fields spec 000/001 §3 and §7 name parses, and so does one with values
 * the console does not know.
 */

/** Parses `value` as `schema` answers it; the rows its lists left out are counted. */
function read<S extends Parameters<typeof readAnswer>[0]>(schema: S, value: unknown) {
  const { parsed, unreadable } = readAnswer(schema, value);
  if (!parsed.success) throw new Error(v.summarize(parsed.issues));
  return { output: parsed.output as v.InferOutput<S>, dropped: unreadable.count };
}

describe('spec 000 §3 "Report: uuid, requestTime, attachments"', () => {
  it('a report with only those fields lists (no kind, no restaurant)', () => {
    const { output, dropped } = read(reportPageSchema, {
      content: [{ uuid: 'r-1', requestTime: 1_700_000_000_000, attachments: [] }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.uuid).toBe('r-1');
    expect(output.content[0]?.kind).toBeUndefined();
  });

  it('a report of a kind the console does not know still lists, with its code', () => {
    const { output, dropped } = read(reportPageSchema, {
      content: [
        {
          uuid: 'r-2',
          requestTime: 1_700_000_000_000,
          kind: 'WASTE_AUDIT',
          attachments: [{ fileName: 'waste.csv' }],
        },
      ],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.kind).toBe('WASTE_AUDIT');
    expect(output.content[0]?.attachments).toEqual([{ fileName: 'waste.csv' }]);
  });
});

const SPEC_USER = {
  uuid: 'u-1',
  email: 'cook@kitchen.example',
  type: 'USER',
  userRoleDto: { uuid: 'role-1', accessList: [{ moduleType: 'REPORTS', actionType: ['VIEW'] }] },
  restaurantUuid: 'rest-1',
  notification: true,
  multiFactorAuthentication: false,
};

describe('spec 001 §3 "User: email, type, userRoleDto (uuid, accessList), restaurantUuid, flags"', () => {
  it('a current user with only those fields signs in (no names, no blocked, no role name)', () => {
    const { output } = read(userSchema, SPEC_USER);
    expect(output.firstName).toBeUndefined();
    expect(output.userRoleDto?.accessList).toEqual([
      { moduleType: 'REPORTS', actionType: ['VIEW'] },
    ]);
  });

  it('an ADMIN answered without a restaurant reads as having none', () => {
    const { restaurantUuid: _, ...admin } = { ...SPEC_USER, type: 'ADMIN', userRoleDto: null };
    expect(read(userSchema, admin).output.restaurantUuid).toBeNull();
  });

  it('an e-mail the console would not accept in its form is still read (the provider checked it)', () => {
    expect(read(userSchema, { ...SPEC_USER, email: 'cook@kitchen' }).output.email).toBe(
      'cook@kitchen',
    );
  });

  it('the users list reads users with only those fields, and a status it does not know', () => {
    const { output, dropped } = read(userPageSchema, {
      content: [SPEC_USER, { ...SPEC_USER, uuid: 'u-2', status: 'PENDING_REVIEW' }],
      total: 2,
    });
    expect(dropped).toBe(0);
    expect(output.content.map((user) => user.status)).toEqual([undefined, 'PENDING_REVIEW']);
  });

  it('the sign-in answer reads a user with only those fields', () => {
    const { output } = read(signInResultSchema, {
      userUuid: 'u-1',
      accessToken: 'opaque-access',
      refreshToken: 'opaque-refresh',
      accessExpDate: 1,
      refreshExpDate: 2,
      multiFactorAuthentication: false,
      user: SPEC_USER,
      loginInfo: { daysToPasswordExpiration: 30, lastSignInTime: null },
    });
    expect(output.user.email).toBe('cook@kitchen.example');
  });
});

describe('spec 001 §3 "Session: signedInTime"', () => {
  it('a session with only its id and signedInTime lists', () => {
    expect(read(sessionSchema, { uuid: 's-1', signedInTime: 1 }).output).toEqual({
      uuid: 's-1',
      signedInTime: 1,
    });
  });
});

describe('spec 000 §7 "Alerts" (fields not shown; severities critical, warning, info)', () => {
  it('an alert with only its id and severity lists', () => {
    const { output, dropped } = read(alertPageSchema, {
      content: [{ id: 'a-1', severity: 'critical' }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]).toMatchObject({ id: 'a-1', severity: 'critical' });
  });

  it('an alert from a source the console does not know still lists, with its code', () => {
    const { output, dropped } = read(alertPageSchema, {
      content: [{ id: 'a-2', severity: 'warning', source: 'grafana', restaurantNumber: 'KC-12' }],
      total: 1,
      limit: 20,
      offset: 0,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]).toMatchObject({ source: 'grafana', restaurantNumber: 'KC-12' });
  });
});

describe('spec 000 §7 "GET /restaurants … name, number, uuid, timezone"', () => {
  it('a restaurant with only those fields lists (no timezoneName)', () => {
    const { output, dropped } = read(restaurantPageSchema, {
      content: [{ uuid: 'rest-1', name: 'Main St', number: 12, timezone: 'America/Chicago' }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.timezoneName).toBeUndefined();
  });

  it('a restaurant whose number is not numeric, with a status the console does not know, still lists', () => {
    const { output } = read(restaurantSchema, {
      uuid: 'rest-2',
      name: 'Airport',
      number: 'KC-12',
      timezone: 'America/Denver',
      status: 'MAINTENANCE',
    });
    expect(output).toMatchObject({ number: 'KC-12', status: 'MAINTENANCE' });
  });
});
