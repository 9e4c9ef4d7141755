import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { alertPageSchema } from '../../src/api/alerts/alerts.schema';
import { auditTrailPageSchema, authLogPageSchema } from '../../src/api/audit/audit.schema';
import {
  pcPageSchema,
  tabletLogPageSchema,
  tabletPageSchema,
  tabletSessionPageSchema,
} from '../../src/api/devices/devices.schema';
import {
  chickenMaterialSchema,
  dictionaryListSchema,
} from '../../src/api/dictionaries/dictionaries.schema';
import { hostValuesSchema } from '../../src/api/monitoring/monitoring.schema';
import { policyPageSchema, rolePageSchema } from '../../src/api/roles/roles.schema';
import { supportPageSchema } from '../../src/api/support/support.schema';
import { mfaEnableSchema, sessionSchema, signInResultSchema } from '../../src/api/auth/auth.schema';
import { deviceSetSchema } from '../../src/api/restaurants/restaurants-admin.schema';
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

describe('spec 001 §3 "Role: uuid, role name, with a constituents list"; "Policy: uuid, name, accesses"', () => {
  it('a role with only those fields lists (no accessList, no userCount, constituents by uuid)', () => {
    const { output, dropped } = read(rolePageSchema, {
      content: [{ uuid: 'role-1', name: 'Shift lead', constituents: [{ uuid: 'pol-1' }] }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]).toMatchObject({
      name: 'Shift lead',
      constituents: [{ uuid: 'pol-1' }],
    });
    expect(output.content[0]?.accessList).toBeUndefined();
  });

  it('a policy with only those fields lists (no roleNames)', () => {
    const { output, dropped } = read(policyPageSchema, {
      content: [
        {
          uuid: 'pol-1',
          name: 'Reports',
          accesses: [{ moduleType: 'REPORTS', actionType: ['VIEW'] }],
        },
      ],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.roleNames).toBeUndefined();
  });
});

describe('spec 001 §3 "Device: uuid, identifier, status"; "Tablet: uuid or tabletUuid, name, remoteAccess, model, build"', () => {
  it('a PC with only those fields lists, and one of a status the console does not know', () => {
    const { output, dropped } = read(pcPageSchema, {
      content: [
        { uuid: 'pc-1', identifier: 'kc-1001-vision-01', status: 'ONLINE' },
        { uuid: 'pc-2', identifier: 'kc-1001-vision-02', status: 'MAINTENANCE' },
      ],
      total: 2,
    });
    expect(dropped).toBe(0);
    expect(output.content.map((pc) => pc.status)).toEqual(['ONLINE', 'MAINTENANCE']);
  });

  it('a tablet named by tabletUuid with only those fields lists, read by its uuid', () => {
    const { output, dropped } = read(tabletPageSchema, {
      content: [
        { tabletUuid: 't-1', name: 'Fryer 1', remoteAccess: false, model: 'Tab A8', build: '3.2' },
      ],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]).toMatchObject({ uuid: 't-1', name: 'Fryer 1' });
    expect(output.filters).toBeUndefined();
  });

  it('a tablet with neither uuid nor tabletUuid is left out, the list kept', () => {
    const { output, dropped } = read(tabletPageSchema, {
      content: [{ name: 'Fryer 1', remoteAccess: false, model: 'Tab A8', build: '3.2' }],
      total: 1,
    });
    expect(dropped).toBe(1);
    expect(output.content).toEqual([]);
  });

  it('a tablet log line of a level the console does not know still lists', () => {
    const { output, dropped } = read(tabletLogPageSchema, {
      content: [{ uuid: 'l-1', time: 1, message: 'Camera reconnected', level: 'DEBUG' }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.level).toBe('DEBUG');
  });

  it('"Tablet session: signedInTime": a session with only that and its id lists, without the tablet', () => {
    const { output, dropped } = read(tabletSessionPageSchema, {
      content: [{ uuid: 'ts-1', signedInTime: 1 }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.tablet).toBeUndefined();
  });
});

describe('spec 001 §7 GET /auditTrail, /auditTrail/auth (fields not shown)', () => {
  it('an audit line with its id, time and an action the console does not know lists', () => {
    const { output, dropped } = read(auditTrailPageSchema, {
      content: [{ uuid: 'au-1', time: 1, action: 'FRYER_CALIBRATED' }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.action).toBe('FRYER_CALIBRATED');
  });

  it('an authentication event the console does not know lists, without address or device', () => {
    const { output, dropped } = read(authLogPageSchema, {
      content: [{ uuid: 'ev-1', time: 1, event: 'PASSKEY_ADDED' }],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.event).toBe('PASSKEY_ADDED');
  });
});

describe('spec 001 §3 "Support history: status, …" (sorted by requestTime, §9)', () => {
  it('a request with its id, time and a status the console does not know lists', () => {
    const { output, dropped } = read(supportPageSchema, {
      content: [{ uuid: 'sr-1', requestTime: 1, status: 'ESCALATED' }],
      cursor: null,
      existsNextPage: false,
      existsPreviousPage: false,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.status).toBe('ESCALATED');
  });
});

describe('spec 001 §7 "Dictionaries and reports" (§3 shows no fields)', () => {
  it("a material outside the form's rules (a long name, a comma, no weight) still lists", () => {
    const { output, dropped } = read(dictionaryListSchema(chickenMaterialSchema), {
      content: [
        {
          uuid: 'm-1',
          materialCode: 'CFA FILET 2',
          name: 'Filets, breaded, spicy, for the breakfast menu of the airport kitchens',
        },
      ],
      total: 1,
    });
    expect(dropped).toBe(0);
    expect(output.content[0]?.pieceWeightKg).toBeUndefined();
  });
});

describe('spec 000 §7 "PUT /auth/multiFactor/enable … none"', () => {
  it('an answer with nothing in it starts the setup (the QR code alone, no secret to type)', () => {
    expect(read(mfaEnableSchema, undefined).output).toEqual({});
    expect(read(mfaEnableSchema, null).output).toEqual({});
    expect(read(mfaEnableSchema, true).output).toEqual({});
    expect(read(mfaEnableSchema, { secret: 'JBSWY3DPEHPK3PXP' }).output).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
    });
  });
});

describe('spec 001 §3 "Device: uuid, identifier, status" in a restaurant\'s device pick-list', () => {
  it('a PC of a status the console does not know and a tablet without a status are offered', () => {
    const { output, dropped } = read(deviceSetSchema, {
      pcs: [{ uuid: 'pc-1', identifier: 'kc-1001-vision-01', status: 'MAINTENANCE' }],
      tablets: [{ uuid: 't-1', name: 'Fryer 1', model: 'Tab A8' }],
    });
    expect(dropped).toBe(0);
    expect(output.pcs[0]?.status).toBe('MAINTENANCE');
    expect(output.tablets[0]?.status).toBeUndefined();
  });
});

describe('spec 000 §7 "GET /monitoring/label/host/values"', () => {
  it('a host value that is not text is left out, the other hosts kept', () => {
    const { output, dropped } = read(hostValuesSchema, [
      'kc-1001-vision-01',
      42,
      'kc-1003-vision-01',
    ]);
    expect(dropped).toBe(1);
    expect(output).toEqual(['kc-1001-vision-01', 'kc-1003-vision-01']);
  });
});
