import { aClientRecord } from '@coach/shared/testing';
import { screen } from '@testing-library/react';
import type { Client, Program, ProgramItem, ProgramSummary } from '@coach/shared/contracts';

/** Fixtures shaped like the API's answers, for this feature's tests. */

const stamp = '2026-01-10T12:00:00.000Z';

export function aProgramItem(overrides: Partial<ProgramItem> & { name?: string } = {}): ProgramItem {
  const { name = 'Piernas A', ...rest } = overrides;
  const itemId = rest.itemId ?? 31;
  return { type: 'workout', itemId, item: { id: itemId, name, archived: false }, goal: null, durationMin: null, distanceKm: null, ...rest };
}

export function aProgram(overrides: Partial<Program> = {}): Program {
  const days = overrides.days ?? [{ week: 1, day: 1, items: [aProgramItem()] }];
  const itemCount = days.reduce((sum, day) => sum + day.items.length, 0);
  return {
    id: 40,
    source: 'own',
    createdByUserId: 1,
    name: 'Fuerza 12 semanas',
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    description: null,
    weeks: 3,
    dayCount: days.length,
    itemCount,
    activeAssignmentCount: 0,
    days,
    ...overrides,
  };
}

export function aProgramSummary(overrides: Partial<ProgramSummary> = {}): ProgramSummary {
  const { days: _days, ...program } = aProgram();
  return { ...program, ...overrides };
}

/** A client as GET /api/v1/clients lists it: paying, with the app. */
export function aClient(overrides: Partial<Client> & { id: number; firstName: string }): Client {
  return aClientRecord({ lastName: 'Pérez', subscriptionStatus: 'paid', hasAppAccess: true, ...overrides });
}

/**
 * An antd Modal (or confirmation) found by its title. Its accessible name is not computed in jsdom (the
 * test setup gives antd's elements one shared id), so tests find the dialog around its title instead.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-title *, .ant-modal-confirm-title, .ant-modal-confirm-title *' });
  return heading!.closest<HTMLElement>('[role="dialog"]')!;
}
