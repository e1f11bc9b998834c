import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import type { ClientAppSubscription } from '@coach/shared/contracts';
import { figuresStyle, Figure } from '../../../lib/figure';

type BusinessOfPlan = ClientAppSubscription['business'];

/** Whether the trainer said anything about how to pay ("Mi negocio"). */
export const hasPaymentDetails = ({ payment }: BusinessOfPlan): boolean => Object.values(payment).some((value) => value !== null && value !== '');

/** "Cómo pagar": the business's logo and name, its transfer details, its payment link and its notes. */
export function HowToPay({ business }: { business: BusinessOfPlan }) {
  const { payment } = business;
  return (
    <Card
      size="small"
      title={
        <h2 style={{ margin: 0, fontSize: 18, display: 'flex', alignItems: 'center', gap: 10, whiteSpace: 'normal' }}>
          {business.logo && <Avatar shape="square" size={32} src={business.logo} alt={`Logo de ${business.name}`} />}
          Cómo pagar
        </h2>
      }
    >
      <dl style={figuresStyle}>
        {payment.transferAlias && <Figure label="Alias" value={payment.transferAlias} strong />}
        {payment.transferAccount && <Figure label="CBU / CVU o cuenta" value={payment.transferAccount} />}
        {payment.transferHolder && <Figure label="Titular" value={payment.transferHolder} />}
        {payment.transferBank && <Figure label="Banco" value={payment.transferBank} />}
      </dl>
      {payment.paymentLink && (
        <p style={{ marginBottom: payment.paymentNotes ? undefined : 0 }}>
          <a href={payment.paymentLink} target="_blank" rel="noopener noreferrer">
            Pagar con el link de {business.name}
          </a>
        </p>
      )}
      {payment.paymentNotes && <p style={{ marginBottom: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{payment.paymentNotes}</p>}
    </Card>
  );
}
