import { apiClient } from '@coach/shared';
import { businessSchema, emptyPaymentDetails, type Business, type PaymentDetails } from '@coach/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/v1/business: the same entry "Mi negocio" saves into, so a change there reaches the reminders. */
export const businessQueryOptions = () =>
  queryOptions({ queryKey: ['business'], queryFn: async (): Promise<Business> => businessSchema.parse(await apiClient.get('/api/v1/business')) });

/** How the business's clients pay (for the reminders' text); none while it loads or if it fails. */
export function useBusinessPaymentDetails(): PaymentDetails {
  const { data } = useQuery({ ...businessQueryOptions(), staleTime: 60_000 });
  return data?.payment ?? emptyPaymentDetails;
}
