import { useBusinessSettings, useToast } from '@coach/shared';
import { paymentReminderText, whatsappLink, whatsappMessages } from '@coach/shared/contracts';
import Button from 'antd/es/button';
import { useBusinessPaymentDetails } from '../business-api';

export interface ReminderClient {
  /** "Ana López": for the messages of the screen. */
  name: string;
  /** "Ana": how the reminder greets them. */
  firstName: string;
  phone: string | null;
}

export interface ReminderPeriod {
  startDate: string;
  endDate: string;
  remaining: number;
  overdue: boolean;
}

/**
 * "Recordar por WhatsApp" on a period still to pay: opens wa.me with the client's phone (normalised with
 * the business's country) and the reminder already written. A client with no phone, or one WhatsApp
 * cannot take, gets a clear message instead of a broken link.
 */
export function WhatsAppReminderButton({ client, period, size = 'small' }: { client: ReminderClient; period: ReminderPeriod; size?: 'small' | 'middle' }) {
  const business = useBusinessSettings();
  const payment = useBusinessPaymentDetails();
  const toast = useToast();

  const remind = () => {
    if (!client.phone) {
      toast.warning('Sin teléfono', whatsappMessages.noPhone(client.name));
      return;
    }
    const text = paymentReminderText({
      clientFirstName: client.firstName,
      businessName: business.name,
      period,
      currency: business.currency,
      country: business.country,
      payment,
    });
    const link = whatsappLink(client.phone, business.country, text);
    if (!link) {
      toast.warning('Teléfono no válido', whatsappMessages.badPhone(client.name));
      return;
    }
    window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <Button size={size} onClick={remind} data-testid="whatsapp-reminder">
      Recordar por WhatsApp
    </Button>
  );
}
