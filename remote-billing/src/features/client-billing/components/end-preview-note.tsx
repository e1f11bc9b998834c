import Alert from 'antd/es/alert';
import { useBusinessSettings } from '@coach/shared';
import { lastPeriodCostText } from '@coach/shared/contracts';
import { useEndPreview } from '../api/get-end-preview';

/**
 * What the last period will cost if the subscription ends on `endDate` (prorated by its days), shown
 * by the end-date and finish dialogs before confirming. Nothing while there is no date or no answer
 * (the dialog's own validation speaks for a wrong date).
 */
export function EndPreviewNote({ subscriptionId, endDate }: { subscriptionId: number; endDate: string | null | undefined }) {
  const business = useBusinessSettings();
  const { data } = useEndPreview(subscriptionId, endDate);
  if (!data) return null;
  return <Alert type={data.difference > 0 ? 'warning' : 'info'} showIcon title={lastPeriodCostText(data, business)} style={{ marginBottom: 16 }} />;
}
