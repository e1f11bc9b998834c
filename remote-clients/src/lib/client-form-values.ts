import { formatDecimal, todayIn, type Gender } from '@coach/shared';
import { type Client, type ClientCreateRequest, type ClientUpdateRequest } from '@coach/shared/contracts';

/** What the client form holds: every field as typed text ("72,5" stays text until the contract parses it). */
export interface ClientFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthdate: string;
  gender: Gender | '';
  address: string;
  goal: string;
  weightKg: string;
  heightCm: string;
  memberSince: string;
}

export const clientFormFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthdate',
  'gender',
  'address',
  'goal',
  'weightKg',
  'heightCm',
  'memberSince',
] as const satisfies readonly (keyof ClientFormValues)[];

/** A new client's form; "cliente desde" is today in the business's zone. */
export const emptyClientForm = (timeZone: string, now = new Date()): ClientFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthdate: '',
  gender: '',
  address: '',
  goal: '',
  weightKg: '',
  heightCm: '',
  memberSince: todayIn(timeZone, now),
});

export const clientToForm = (client: Client): ClientFormValues => ({
  firstName: client.firstName,
  lastName: client.lastName,
  email: client.email ?? '',
  phone: client.phone ?? '',
  birthdate: client.birthdate ?? '',
  gender: client.gender ?? '',
  address: client.address ?? '',
  goal: client.goal ?? '',
  // As typed text, without dots between thousands: what the contracts parse back.
  weightKg: formatDecimal(client.weightKg, { grouping: false }),
  heightCm: formatDecimal(client.heightCm, { grouping: false }),
  memberSince: client.memberSince.slice(0, 10),
});

/** The request before the contract parses it: empty texts clear a field, "72,5" becomes 72.5 there. */
export const formToRequest = (values: ClientFormValues): ClientCreateRequest => ({
  ...values,
  gender: values.gender || null,
});

/** PATCH body: every field; an emptied "cliente desde" keeps the current date (it cannot be cleared). */
export const formToUpdateRequest = (values: ClientFormValues): ClientUpdateRequest => {
  const { memberSince, ...rest } = formToRequest(values);
  return memberSince ? { ...rest, memberSince } : rest;
};
