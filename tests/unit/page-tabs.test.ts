import { describe, expect, it } from 'vitest';
import type { AccessSubject, ModuleType } from '../../src/lib/access';
import { accountLinks, ACCOUNT_LINKS } from '../../src/lib/navigation';
import { TAB_GROUPS, tabSearch, visibleTabs } from '../../src/lib/page-tabs';

const ADMIN: AccessSubject = { type: 'ADMIN', userRoleDto: null };
const viewing = (...modules: ModuleType[]): AccessSubject => ({
  type: 'MANAGER',
  userRoleDto: { accessList: modules.map((moduleType) => ({ moduleType, actionType: ['VIEW'] })) },
});
const paths = (group: ReturnType<typeof visibleTabs>) => group?.tabs.map((tab) => tab.path);

describe('tab groups of sibling pages (docs/decisions/shell-and-widgets.md "Pages off the sidebar")', () => {
  it('groups the dashboards, the events pages and the nine timer stations, in registry order', () => {
    expect(TAB_GROUPS.map((group) => [group.id, group.control, group.tabs.length])).toEqual([
      ['dashboards', 'switch', 2],
      ['events', 'tabs', 5],
      ['timerStations', 'tabs', 9],
    ]);
    expect(paths(visibleTabs('/dashboard/potato', ADMIN))).toEqual([
      '/dashboard/chicken',
      '/dashboard/potato',
    ]);
    expect(paths(visibleTabs('/basket-events', viewing('EVENTS')))).toEqual([
      '/events/chicken',
      '/events/potato',
      '/events/analytics',
      '/entry-chutes',
      '/basket-events',
    ]);
  });

  it('spec 000 §6: shows nothing on a page the subject may not open, nor on a page of no group', () => {
    expect(visibleTabs('/timers-cycle-history/prq', viewing('EVENTS'))).toBeNull();
    expect(visibleTabs('/dashboard/chicken', viewing('EVENTS'))).toBeNull();
    expect(visibleTabs('/timers-cycle-history/analytics', ADMIN)).toBeNull();
    expect(visibleTabs('/reports', ADMIN)).toBeNull();
    expect(
      paths(visibleTabs('/timers-cycle-history/prq', viewing('TIMER_CYCLE_HISTORY'))),
    ).toContain('/timers-cycle-history/fry-chutes');
  });

  it('spec 000 §2: a tab carries the restaurant and the shared dates, not the page filters', () => {
    const search = {
      restaurantUuid: 'r-1',
      startDate: 1_000,
      endDate: 2_000,
      timeInterval: '1d',
      interval: '1h',
      chickenTypes: 'STRIPS',
      period: 'WEEK',
      tab: 'list',
    };
    const { chickenTypes: _, period: __, tab: ___, ...shared } = search;
    expect(tabSearch('/dashboard/potato', search)).toEqual(shared);
    // A page without a date range keeps the restaurant alone.
    expect(tabSearch('/users', search)).toEqual({ restaurantUuid: 'r-1' });
    expect(tabSearch('/entry-chutes', {})).toEqual({});
  });
});

describe('the account menu links (spec 000 §2 profile menu; spec 001 §2 support)', () => {
  it('offers the profile pages to everyone, support history only with SUPPORT', () => {
    const profile = ACCOUNT_LINKS.profile.map((link) => link.path);
    expect(profile).toEqual([
      '/user-settings/authentification-log',
      '/user-settings/active-sessions',
      '/user-settings/security',
    ]);
    expect(ACCOUNT_LINKS.support.map((link) => link.path)).toEqual(['/support-history']);
    expect(accountLinks(viewing('EVENTS'))).toEqual({
      profile: ACCOUNT_LINKS.profile,
      support: [],
    });
    expect(accountLinks(viewing('SUPPORT')).support).toEqual(ACCOUNT_LINKS.support);
    expect(accountLinks(ADMIN).support).toEqual(ACCOUNT_LINKS.support);
  });
});
