import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@coach/shared';
import {
  calendarFeedCreatedSchema,
  calendarFeedSchema,
  type CalendarFeed,
  type CalendarFeedCreated,
} from '@coach/shared/contracts';
import { agendaKeys } from '../query-keys';

export const FEED_PATH = '/api/v1/agenda/feed';

/** GET /api/v1/agenda/feed: whether the private calendar address is active (the address itself is never shown again). */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(await apiClient.get<unknown>(FEED_PATH, { signal }));
}

/** POST /api/v1/agenda/feed: a new address (the previous one stops working); its URL comes only in this answer. */
export async function createCalendarFeed(): Promise<CalendarFeedCreated> {
  return calendarFeedCreatedSchema.parse(await apiClient.post<unknown>(FEED_PATH));
}

/** DELETE /api/v1/agenda/feed: the address stops working (204). */
export async function revokeCalendarFeed(): Promise<void> {
  await apiClient.delete<unknown>(FEED_PATH);
}

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: agendaKeys.feed, queryFn: ({ signal }) => getCalendarFeed(signal) });

export function useCalendarFeed(enabled: boolean) {
  return useQuery({ ...calendarFeedQueryOptions(), enabled });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCalendarFeed, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.feed }) });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarFeed, onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.feed }) });
}
