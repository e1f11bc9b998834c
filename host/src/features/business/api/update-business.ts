import { apiClient, meQueryOptions } from '@coach/shared';
import { businessSchema, businessUpdateSchema, type Business, type BusinessUpdateRequest } from '@coach/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessQueryOptions } from './get-business';

export const updateBusiness = async (input: BusinessUpdateRequest): Promise<Business> =>
  businessSchema.parse(await apiClient.patch('/api/v1/business', businessUpdateSchema.parse(input)));

/**
 * Saves "Mi negocio" (sent with the country, zone and currency, it confirms them). The whole app follows:
 * `me` carries the settings every formatter reads (useBusinessSettings), and the areas' data (amounts,
 * days, the dashboard's first steps) is read again in the new zone and currency.
 */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: async (business) => {
      queryClient.setQueryData(businessQueryOptions().queryKey, business);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
      // Billing's periods and the agenda's "today" depend on the zone: nothing cached from before stays.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'business' && query.queryKey[0] !== 'me' });
    },
  });
}
