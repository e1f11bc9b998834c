import { passwordRuleLabels, type PasswordChecklist as Checklist } from '@coach/shared';
import { CheckIcon, CircleIcon } from './icons';

const order: (keyof Checklist)[] = ['minLength', 'uppercase', 'lowercase', 'digit', 'match'];

/** The live password requirements: each item turns green as its rule holds, and says so to readers. */
export function PasswordChecklist({ checklist }: { checklist: Checklist }) {
  return (
    <div>
      <p className="auth-checklist-title" id="password-requirements-title">
        Tu contraseña necesita:
      </p>
      <ul className="auth-checklist" aria-labelledby="password-requirements-title" aria-live="polite">
        {order.map((rule) => {
          const met = checklist[rule];
          return (
            <li key={rule} className="auth-checklist-item" data-rule={rule} data-met={met}>
              {met ? <CheckIcon /> : <CircleIcon />}
              <span>{passwordRuleLabels[rule]}</span>
              <span className="auth-visually-hidden">{met ? ': cumplido' : ': pendiente'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
