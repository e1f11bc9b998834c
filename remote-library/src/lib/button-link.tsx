import Button, { type ButtonProps } from 'antd/es/button';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A link that looks like a button: a real `<a href>` (opens in a new tab with Ctrl/Cmd-click, reads as
 * a link), while a plain click navigates inside the app without reloading the page.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
