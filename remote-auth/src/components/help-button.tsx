import Button from 'antd/es/button';
import { openSupport } from '@coach/shared';
import { HelpIcon } from './icons';

/** Opens the support chat with the prefilled help text. */
export function HelpButton() {
  return (
    <Button type="text" icon={<HelpIcon />} onClick={() => openSupport()} className="auth-help-button">
      <span className="auth-help-text">¿Necesitás ayuda?</span>
    </Button>
  );
}
