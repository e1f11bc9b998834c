import { CheckCircleFilled } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { passwordRuleLabels } from '../contracts/messages';
import type { PasswordChecklist as Checklist } from '../contracts/validators';
import { visuallyHidden } from './visually-hidden';

const order: (keyof Checklist)[] = ['minLength', 'uppercase', 'lowercase', 'digit', 'match'];

/** The live password requirements: each item turns green as its rule holds, and says so to readers. */
export function PasswordRequirements({ checklist, id = 'password-requirements' }: { checklist: Checklist; id?: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 24 }}>
      <p id={`${id}-title`} style={{ margin: '0 0 8px', fontSize: 13, fontWeight: 500, color: token.colorTextSecondary }}>
        Tu contraseña necesita:
      </p>
      <ul
        aria-labelledby={`${id}-title`}
        aria-live="polite"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: '12px 14px',
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          gap: '6px 12px',
          borderRadius: token.borderRadiusLG,
          background: token.colorFillTertiary,
        }}
      >
        {order.map((rule) => {
          const met = checklist[rule];
          return (
            <li
              key={rule}
              data-rule={rule}
              data-met={met}
              style={{ display: 'flex', alignItems: 'center', gap: 8, color: met ? token.colorSuccess : token.colorTextSecondary }}
            >
              {met ? (
                <CheckCircleFilled aria-hidden />
              ) : (
                <span aria-hidden style={{ width: 12, height: 12, borderRadius: '50%', border: `1.5px solid currentColor`, flex: 'none', margin: 1 }} />
              )}
              <span>{passwordRuleLabels[rule]}</span>
              <span style={visuallyHidden}>{met ? ': cumplido' : ': pendiente'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
