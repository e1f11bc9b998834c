import { apiClient } from '@coach/shared';
import { businessSchema, type Business } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/business: the settings of the trainer's business ("Mi negocio"), and whether they were confirmed. */
export const getBusiness = async (): Promise<Business> => businessSchema.parse(await apiClient.get('/api/v1/business'));

export const businessQueryOptions = () => queryOptions({ queryKey: ['business'], queryFn: getBusiness });

export const useBusiness = () => useQuery(businessQueryOptions());
