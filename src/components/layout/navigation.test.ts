import { Settings, Siren } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { buildNavigation, type NavRoute } from './navigation';

const title = (id: string) => ({ id }) as MessageDescriptor;
const routes = [
  {
    to: '/settings',
    options: {
      staticData: {
        meta: {
          name: 'settings',
          title: title('Einstellungen'),
          position: 'bottom',
          icon: Settings,
        },
      },
    },
  },
  {
    to: '/settings/escalation',
    options: {
      staticData: {
        meta: {
          name: 'escalation',
          title: title('Eskalation'),
          parent: 'settings',
          icon: Siren,
          onlyMedicalAdmin: true,
        },
      },
    },
  },
] as unknown as NavRoute[];

const children = (
  ...args: Parameters<typeof buildNavigation> extends [unknown, ...infer R] ? R : never
) => buildNavigation(routes, ...args).bottom[0]!.children.map((entry) => entry.name);

describe('the navigation', () => {
  it('lists the escalation ladder for admins of medical organisations only', () => {
    expect(children('MD', 'admin')).toEqual(['escalation']);
    expect(children('RH', 'admin')).toEqual(['escalation']);
    expect(children('MD', 'member')).toEqual([]);
    expect(children('T', 'admin')).toEqual([]);
  });
});
