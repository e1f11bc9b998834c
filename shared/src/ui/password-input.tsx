import ConfigProvider from 'antd/es/config-provider';
import Input from 'antd/es/input';
import { useContext, useMemo, type ComponentProps } from 'react';

type PasswordInputProps = ComponentProps<typeof Input.Password>;

/**
 * antd's password input whose show/hide toggle says what it shows ("Mostrar clave"). The word "clave"
 * keeps the toggle's name apart from the field labels, so finding "Contraseña" by label stays unique.
 */
export function PasswordInput(props: PasswordInputProps) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const toggleLocale = useMemo(
    () => ({
      ...locale,
      locale: locale?.locale ?? 'es',
      global: { ...locale?.global, show: 'Mostrar clave', hide: 'Ocultar clave' },
    }),
    [locale],
  );
  return (
    <ConfigProvider locale={toggleLocale}>
      <Input.Password autoComplete="current-password" {...props} />
    </ConfigProvider>
  );
}
