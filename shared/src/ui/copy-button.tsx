import { CopyOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { toast } from './use-toast';

export const copyTexts = {
  copied: 'Copiado',
  failed: 'No pudimos copiar',
  failedDetail: 'Seleccionalo y copialo a mano.',
} as const;

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  value: string;
  /** The button's name, which says what it copies: "Copiar CLABE" (it shows "Copiar"). */
  label: string;
  /** The toast's line under "Copiado" ("CLABE: 002010077777777771"). */
  detail?: string;
}

/**
 * "Copiar": puts a value on the clipboard and says so with a toast ("Copiado"). It stays usable inside
 * a disabled form (a read-only "Mi negocio" can still be copied from).
 */
export function CopyButton({ value, label, detail }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copyTexts.copied, detail);
    } catch {
      toast.error(copyTexts.failed, copyTexts.failedDetail);
    }
  };
  return (
    <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={label} disabled={false} onClick={() => void copy()}>
      Copiar
    </Button>
  );
}
