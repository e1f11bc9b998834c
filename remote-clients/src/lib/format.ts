import type { Client } from '@coach/shared/contracts';

// Dates, numbers and money are formatted by @coach/shared (shared/src/format), in the business's zone.

export const fullName = (client: Pick<Client, 'firstName' | 'lastName'>) => `${client.firstName} ${client.lastName}`.trim();
