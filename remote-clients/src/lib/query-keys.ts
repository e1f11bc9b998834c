import type { ClientListQuery } from '@coach/shared/contracts';

/** Query keys of the clients area, shared by the list, the create dialog and the detail page. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (query: ClientListQuery) => [...clientKeys.lists(), query] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: number) => [...clientKeys.details(), id] as const,
};
