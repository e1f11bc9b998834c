import { apiClient, dashboardSchema, type Dashboard } from '@coach/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getDashboard = async (): Promise<Dashboard> => dashboardSchema.parse(await apiClient.get('/api/v1/dashboard'));

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
