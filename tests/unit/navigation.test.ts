import { describe, expect, it } from 'vitest';
import { routeTablePath } from '../../src/features/shell/current-page';
import type { AccessSubject, ModuleType } from '../../src/lib/access';
import { en as entryEnglish } from '../../src/lib/i18n/messages-en';
import { shell } from '../../src/lib/i18n/en/shell';
import { appPages } from '../../src/lib/i18n/en/app-pages';
import {
  breadcrumbs,
  SIDEBAR_SECTIONS,
  sidebarPlace,
  visibleSections,
} from '../../src/lib/navigation';
import { appRoute } from '../../src/lib/route-table';
import { CREW_VIEWS, MANAGER_VIEWS } from '../helpers/demo-access';

/** The English texts the sidebar and breadcrumbs show: the entry's, the shell's and page titles. */
const en = { ...entryEnglish, ...shell, ...appPages };

/** Spec 000 §2 "Sidebar sections and their pages", copied by hand from the spec. */
const SPEC_SIDEBAR: Array<[section: string, links: string[]]> = [
  ['Dashboard', ['Chicken']],
  ['PCS', ['Monitor', 'Scheduled Production', 'Recommendations', 'Fryer Manager', 'Adjustment']],
  ['Events', ['Chicken', 'Potato', 'Analytics']],
  [
    'Timers Cycle History',
    [
      'Breading',
      'Fryer',
      'Conveyor',
      'Hot Holding',
      'Entree Chutes',
      'Scheduled Production',
      'Analytics',
    ],
  ],
  ['Stock Out', ['Chicken']],
  ['Performance', ['Chicken']],
  [
    'Unusual',
    [
      'Unusual Events',
      'DP Remaining Potato',
      'Wrong Marker Detected',
      'Empty Pan',
      'Identical Markers',
      'Unusual Recordings',
    ],
  ],
  ['Kitchen Player', ['Player', 'Recordings']],
  ['Plug & Play', ['PnP', 'Aruco Validation']],
  ['Cameras', ['View', 'Settings', 'Recordings']],
  ['Devices', ['PC', 'Tablets']],
  ['Restaurants', ['Restaurants']],
  ['Monitoring', ['Server Management', 'Graphics', 'Alerts']],
  ['Reports', ['Reports']],
  ['Settings', ['Chicken', 'Potato']],
  ['Users', ['Users']],
  ['Permissions', ['Roles', 'Policies']],
  ['Audit Log', ['Audit Log']],
];

function subject(type: string, views: readonly ModuleType[] | null): AccessSubject {
  return {
    type,
    userRoleDto: views && {
      uuid: 'role',
      accessList: views.map((moduleType) => ({ moduleType, actionType: ['VIEW'] })),
    },
  } as AccessSubject;
}

function shown(sections: ReturnType<typeof visibleSections>) {
  return sections.map((section) => [
    en[section.label],
    section.links.map((link) => en[link.label]),
  ]);
}

describe('spec 000 §2 "Shell rules": the sidebar', () => {
  it('has exactly the spec sections and sub-links, in order', () => {
    expect(
      shown(SIDEBAR_SECTIONS.map((section) => ({ ...section, links: [...section.links] }))),
    ).toEqual(SPEC_SIDEBAR);
  });

  it('links only to pages of the route table', () => {
    for (const section of SIDEBAR_SECTIONS) {
      for (const link of section.links) expect(appRoute(link.path), link.path).toBeDefined();
    }
  });

  it('shows ADMIN every section', () => {
    expect(shown(visibleSections(subject('ADMIN', [])))).toEqual(SPEC_SIDEBAR);
  });

  it('shows a sub-link only when it is among the allowed pages, and drops empty sections', () => {
    expect(shown(visibleSections(subject('MANAGER', CREW_VIEWS)))).toEqual([
      ['Dashboard', ['Chicken']],
      ['Events', ['Chicken', 'Potato', 'Analytics']],
      [
        'Timers Cycle History',
        [
          'Breading',
          'Fryer',
          'Conveyor',
          'Hot Holding',
          'Entree Chutes',
          'Scheduled Production',
          'Analytics',
        ],
      ],
      ['Stock Out', ['Chicken']],
      ['Kitchen Player', ['Player', 'Recordings']],
    ]);
    const manager = shown(visibleSections(subject('MANAGER', MANAGER_VIEWS))).map(([name]) => name);
    expect(manager).toEqual([
      'Dashboard',
      'PCS',
      'Events',
      'Stock Out',
      'Performance',
      'Kitchen Player',
      'Cameras',
      'Reports',
    ]);
  });

  it('spec 000 §6: a user with no role is not restricted', () => {
    expect(shown(visibleSections(subject('MANAGER', null)))).toEqual(SPEC_SIDEBAR);
  });
});

describe('where a page sits in the sidebar', () => {
  it('finds the page its own link', () => {
    expect(sidebarPlace('/events/potato')?.link?.path).toBe('/events/potato');
  });

  it('puts a settings tab beside its sidebar link and a detail page under its list', () => {
    expect(sidebarPlace('/settings/chicken/containers')?.link?.path).toBe(
      '/settings/chicken/materials',
    );
    expect(sidebarPlace('/devices/tablets/$uuid/sessions')?.link?.path).toBe('/devices/tablets');
    expect(sidebarPlace('/restaurants/$uuid/devices/pc')?.link?.path).toBe('/restaurants');
  });

  it('keeps a timers page without its own link in its section, linked to no other page', () => {
    const place = sidebarPlace('/timers-cycle-history/dump-pan');
    expect(place?.section.id).toBe('timers');
    expect(place?.link).toBeNull();
  });
});

describe('spec 000 §2 "Shared widgets": breadcrumbs', () => {
  const text = (path: string) => breadcrumbs(path).map((crumb) => [en[crumb.label], crumb.path]);

  it('show the section, then the page', () => {
    expect(text('/events/chicken')).toEqual([
      ['Events', undefined],
      ['Chicken Events', undefined],
    ]);
  });

  it('link back to the list a detail page belongs to', () => {
    expect(text('/devices/tablets/$uuid/sessions')).toEqual([
      ['Devices', undefined],
      ['Tablets', '/devices/tablets'],
      [en['routes.tabletSessions'], undefined],
    ]);
    expect(text('/restaurants/$uuid/devices/pc')).toEqual([
      ['Restaurants', '/restaurants'],
      [en['routes.restaurantPcs'], undefined],
    ]);
  });

  it('show a page outside the sidebar alone', () => {
    expect(text('/user-settings/security')).toEqual([[en['routes.security'], undefined]]);
  });
});

describe('the route-table path of the page on screen', () => {
  it('drops pathless layouts and the trailing underscore of un-nested routes', () => {
    expect(routeTablePath('/_app/dashboard/chicken')).toBe('/dashboard/chicken');
    expect(routeTablePath('/_app/restaurants_/$uuid/devices/pc')).toBe(
      '/restaurants/$uuid/devices/pc',
    );
    expect(routeTablePath('/_app/')).toBe('/');
  });

  it('writes a family’s parameter out (each station is a page), and keeps a record’s id', () => {
    expect(
      routeTablePath('/_app/timers-cycle-history/$station', { station: 'hot-holding' }),
    ).toBe('/timers-cycle-history/hot-holding');
    expect(routeTablePath('/_app/restaurants_/$uuid/devices/pc', { uuid: 'r-1' })).toBe(
      '/restaurants/$uuid/devices/pc',
    );
  });
});
