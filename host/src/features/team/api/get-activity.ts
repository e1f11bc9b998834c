import { apiClient } from '@coach/shared';
import { teamActivityListSchema, type TeamActivityList } from '@coach/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TEAM_PATH, teamKeys } from './team-keys';

export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityQuery {
  /** One member's actions only; all of the team's when absent. */
  userId?: number;
  page: number;
}

/** GET /api/v1/team/activity?userId=&page=&pageSize=: who did what, newest first. */
export const getActivity = async ({ userId, page }: ActivityQuery): Promise<TeamActivityList> =>
  teamActivityListSchema.parse(await apiClient.get(`${TEAM_PATH}/activity`, { query: { userId, page, pageSize: ACTIVITY_PAGE_SIZE } }));

export const activityQueryOptions = (query: ActivityQuery) =>
  queryOptions({ queryKey: teamKeys.activity(query.userId, query.page), queryFn: () => getActivity(query) });

/** The page shown stays while the next one (or another member's) arrives. */
export const useActivity = (query: ActivityQuery) => useQuery({ ...activityQueryOptions(query), placeholderData: keepPreviousData });
