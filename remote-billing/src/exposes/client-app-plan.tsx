import type { QueryClient } from '@tanstack/react-query';
import { mySubscriptionQueryOptions } from '../features/client-app-plan/api/get-my-subscription';
import { ClientAppPlanScreen } from '../features/client-app-plan/components/client-app-plan';

/** The client app's "Mi plan" (mounted by the client app at /app/plan): the plan and its payments, read-only. */
export default function ClientAppPlan() {
  return <ClientAppPlanScreen />;
}

/** The data "Mi plan" opens with, asked for by the app's warm-up so it opens offline too. */
export const prefetch = (queryClient: QueryClient): Promise<unknown> => queryClient.prefetchQuery(mySubscriptionQueryOptions());
