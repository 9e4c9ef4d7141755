import { describe, expect, it } from 'vitest';
import type { AccessSubject, ModuleType } from '../../src/lib/access';
import {
  APP_ROUTES,
  DASHBOARD_PATH,
  allowedPages,
  familyHref,
  homePath,
} from '../../src/lib/route-table';

const viewing = (...modules: ModuleType[]): AccessSubject => ({
  type: 'MANAGER',
  userRoleDto: { accessList: modules.map((moduleType) => ({ moduleType, actionType: ['VIEW'] })) },
});
const paths = (subject: AccessSubject) => allowedPages(subject).map((route) => route.path);

describe('id route families (spec 000 §2)', () => {
  it('spec 000 §2: navigates to /pcs/{id} and /kitchen-player/{id} from a path without the id', () => {
    const current = { pathname: '/dashboard/chicken', search: '' };
    expect(familyHref('/pcs', 'pc-7', current)).toBe('/pcs/pc-7');
    expect(familyHref('/kitchen-player', 'cam-2', current)).toBe('/kitchen-player/cam-2');
  });

  it('spec 000 §2: stays when the current path already contains the id', () => {
    expect(familyHref('/pcs', 'pc-7', { pathname: '/pcs/pc-7', search: '' })).toBeNull();
    expect(
      familyHref('/kitchen-player', 'cam-2', {
        pathname: '/kitchen-player/cam-2',
        search: '?restaurantUuid=r-1',
      }),
    ).toBeNull();
  });

  it('spec 000 §2: carries restaurantUuid over when present', () => {
    const current = { pathname: '/pcs/monitor', search: '?restaurantUuid=r-1' };
    expect(familyHref('/pcs', 'pc-7', current)).toBe('/pcs/pc-7?restaurantUuid=r-1');
    expect(familyHref('/kitchen-player', 'cam-2', current)).toBe(
      '/kitchen-player/cam-2?restaurantUuid=r-1',
    );
  });

  it('spec 000 §2: adds no query when there is no restaurantUuid to carry', () => {
    expect(familyHref('/pcs', 'pc-7', { pathname: '/events/chicken', search: '?tab=2' })).toBe(
      '/pcs/pc-7',
    );
  });
});

describe('allowed pages and home (spec 000 §2, §6)', () => {
  it('spec 000 §6: ADMIN and a user with no role may open every page of the route table', () => {
    const all = APP_ROUTES.map((route) => route.path);
    expect(paths({ type: 'ADMIN', userRoleDto: null })).toEqual(all);
    expect(paths({ type: 'ADMIN', userRoleDto: { accessList: [] } })).toEqual(all);
    expect(paths({ type: 'USER', userRoleDto: null })).toEqual(all);
  });

  it('spec 000 §6: other users get the pages of modules with VIEW, in sidebar order, plus their own settings', () => {
    expect(paths(viewing('REPORTS', 'EVENTS'))).toEqual([
      '/events/chicken',
      '/events/potato',
      '/events/analytics',
      '/entry-chutes',
      '/basket-events',
      '/reports',
      '/user-settings/authentification-log',
      '/user-settings/active-sessions',
      '/user-settings/security',
    ]);
  });

  it('spec 000 §6: a module granted without VIEW opens none of its pages', () => {
    const subject: AccessSubject = {
      type: 'MANAGER',
      userRoleDto: { accessList: [{ moduleType: 'USERS', actionType: ['EDIT', 'DELETE'] }] },
    };
    expect(paths(subject).filter((path) => !path.startsWith('/user-settings/'))).toEqual([]);
  });

  it('spec 000 §2: home is the dashboard when it is allowed', () => {
    expect(homePath({ type: 'ADMIN', userRoleDto: null })).toBe(DASHBOARD_PATH);
    expect(homePath({ type: 'USER', userRoleDto: null })).toBe(DASHBOARD_PATH);
    expect(homePath(viewing('USERS', 'DASHBOARD'))).toBe(DASHBOARD_PATH);
  });

  it('spec 000 §2: without the dashboard, home is the first allowed page', () => {
    expect(homePath(viewing('REPORTS', 'EVENTS'))).toBe('/events/chicken');
    expect(homePath(viewing('USERS'))).toBe('/users');
    expect(homePath(viewing('RESTAURANT'))).toBe('/restaurants');
    expect(homePath(viewing('SUPPORT', 'DEVICE'))).toBe('/devices/pc');
  });

  it('spec 000 §6: with no allowed page the dashboard is home', () => {
    expect(homePath(viewing())).toBe(DASHBOARD_PATH);
  });
});
