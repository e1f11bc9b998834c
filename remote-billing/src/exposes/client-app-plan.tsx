import { ClientAppPlanScreen } from '../features/client-app-plan/components/client-app-plan';

/** The client app's "Mi plan" (mounted by the client app at /app/plan): the plan and its payments, read-only. */
export default function ClientAppPlan() {
  return <ClientAppPlanScreen />;
}
