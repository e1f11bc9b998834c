import type { Client, TeamMember } from '@coach/shared/contracts';
import { fullName } from '../../../lib/format';

/** Who is responsible for a client, as the client's record carries them. */
export type Trainer = NonNullable<Client['trainer']>;

const byName = (a: Pick<TeamMember, 'firstName' | 'lastName'>, b: Pick<TeamMember, 'firstName' | 'lastName'>) =>
  fullName(a).localeCompare(fullName(b), 'es', { sensitivity: 'base' });

export interface TrainerChoice {
  id: number;
  name: string;
  image: string | null;
  /** A member who no longer works in the business: shown when it is the current value, never offered. */
  inactive: boolean;
}

/**
 * The members a client can be given to: the active ones by name, plus `current` (the value on screen)
 * when it is not among them (a deactivated member, or the members still loading), so its name shows.
 */
export function trainerChoices(members: readonly TeamMember[] | undefined, current?: Trainer | null): TrainerChoice[] {
  const choices: TrainerChoice[] = (members ?? [])
    .filter((member) => member.active)
    .sort(byName)
    .map((member) => ({ id: member.id, name: fullName(member), image: member.image, inactive: false }));
  if (current && !choices.some((choice) => choice.id === current.id)) {
    const known = members?.find((member) => member.id === current.id);
    choices.unshift({ id: current.id, name: fullName(current), image: current.image, inactive: known ? !known.active : members !== undefined });
  }
  return choices;
}

/** "1 cliente" / "12 clientes". */
export const clientCount = (count: number): string => (count === 1 ? '1 cliente' : `${count} clientes`);
