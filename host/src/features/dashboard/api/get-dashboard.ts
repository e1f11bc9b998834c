import { apiClient, dashboardSchema, useClientChanges, type Dashboard } from '@coach/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

export const getDashboard = async (): Promise<Dashboard> => dashboardSchema.parse(await apiClient.get('/api/v1/dashboard'));

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

/**
 * The dashboard, asked again when a client's tasks change ("Para hoy" follows a registration made in the app;
 * a refetch already on its way is not asked twice).
 */
export function useDashboard() {
  const queryClient = useQueryClient();
  const options = dashboardQueryOptions();
  useClientChanges(null, ['tasks', 'forms'], () => void queryClient.invalidateQueries({ queryKey: options.queryKey }, { cancelRefetch: false }));
  return useQuery(options);
}
