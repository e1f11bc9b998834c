import { apiClient, type MeProfile } from '@coach/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getMe = () => apiClient.get<MeProfile>('/api/v1/me');

export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());
