import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { CopyButton } from '@coach/shared';
import { transferLines, type ClientAppSubscription } from '@coach/shared/contracts';
import type { CSSProperties } from 'react';

type BusinessOfPlan = ClientAppSubscription['business'];

/** Whether the trainer said anything about how to pay ("Mi negocio") that the business's country uses. */
export const hasPaymentDetails = ({ country, payment }: BusinessOfPlan): boolean =>
  transferLines(country, payment).length > 0 || Boolean(payment.paymentLink) || Boolean(payment.paymentNotes);

const listStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 10, margin: 0 };
const valueStyle: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, margin: 0 };

/**
 * "Cómo pagar": the business's logo and name, its transfer details named and written as its country does
 * (CLABE in groups of four in Mexico, alias and CBU/CVU in Argentina, IBAN in Spain), each with a button
 * that copies it as a bank's app takes it, then its payment link and its notes.
 */
export function HowToPay({ business }: { business: BusinessOfPlan }) {
  const { payment } = business;
  const lines = transferLines(business.country, payment);
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
      <div style={listStyle}>
        {lines.length > 0 && (
          <dl style={listStyle}>
            {lines.map(({ field, text, copyText }) => (
              <div key={field.id} style={{ minWidth: 0 }}>
                <dt>
                  <Typography.Text type="secondary">{field.label}</Typography.Text>
                </dt>
                <dd style={valueStyle}>
                  <span style={{ minWidth: 0, overflowWrap: 'anywhere', fontWeight: field.key === 'transferAccount' || field.key === 'transferAlias' ? 600 : undefined }}>
                    {text}
                  </span>
                  {field.copyable && <CopyButton value={copyText} label={field.copyLabel} detail={`${field.label}: ${text}`} />}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {payment.paymentLink && (
          <p style={{ margin: 0 }}>
            <a href={payment.paymentLink} target="_blank" rel="noopener noreferrer">
              Pagar con el link de {business.name}
            </a>
          </p>
        )}
        {payment.paymentNotes && <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{payment.paymentNotes}</p>}
      </div>
    </Card>
  );
}
