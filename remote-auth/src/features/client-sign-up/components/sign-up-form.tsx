import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import {
  fieldErrorsFor,
  isApiError,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  rules,
  useToast,
  validationMessages as m,
} from '@coach/shared';
import {
  clientMessages,
  type ClientAppRegisterRequest,
  type ClientAppRegistrationPending,
  type InvitationPreview,
} from '@coach/shared/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AuthHeading } from '../../../components/auth-layout';
import { NewPasswordFields, useNewPasswordChecklist } from '../../../components/new-password-fields';
import { useAudience } from '../../../lib/audience';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { useRegister } from '../api/register';

type SignUpValues = Required<Omit<ClientAppRegisterRequest, 'phone'>> & { phone?: string };

const FIELDS = ['code', 'firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;
/** The API's answers about the invitation itself belong under the code field. */
const CODE_ERRORS = ['INVITATION_UNKNOWN', 'INVITATION_USED', 'INVITATION_EXPIRED', 'INVITATION_REVOKED', 'CLIENT_DISABLED'];
const PREFILLED = ['firstName', 'lastName', 'email'] as const;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** "Laura Méndez te invita a entrenar con Estudio Fuerte desde la app." with the business's logo. */
function Inviter({ preview }: { preview: InvitationPreview }) {
  const { business, trainer, client } = preview;
  const who = trainer ? fullName(trainer) : business.name;
  const where = trainer && business.name && business.name !== who ? ` con ${business.name}` : '';
  return (
    <p className="auth-inviter" data-testid="inviter">
      {business.logo ? <img src={business.logo} alt={`Logo de ${business.name}`} /> : null}
      <span>
        <strong>{who}</strong> te invita a entrenar{where} desde la app.
        {client ? ` Esta invitación es para ${fullName(client)}.` : ''}
      </span>
    </p>
  );
}
const trim = (value: string | undefined) => value?.trim() ?? '';
const upper = (value: string | undefined) => value?.trim().toUpperCase() ?? '';

/** Step 1 of the app's sign-up: the trainer's code (filled in from the link) and the client's data. */
export function SignUpForm({ code, onPending }: { code: string; onPending: (pending: ClientAppRegistrationPending) => void }) {
  const firstField = useFocusAfterPaint<InputRef>();
  const [form] = Form.useForm<SignUpValues>();
  const toast = useToast();
  const { links } = useAudience();
  const registerMutation = useRegister();
  const { checklist, ready, track } = useNewPasswordChecklist('password');
  // Who invites is asked for as soon as the code is whole (from the link, or typed).
  const typed = (Form.useWatch('code', form) as string | undefined) ?? code;
  const preview = useInvitationPreview(upper(typed));
  const prefilledFor = useRef<string | null>(null);

  // A code bound to a client fills in what the trainer recorded, without writing over what was typed.
  useEffect(() => {
    const client = preview.data?.client;
    if (!client || prefilledFor.current === typed) return;
    prefilledFor.current = typed;
    const values = { firstName: client.firstName, lastName: client.lastName, email: client.email ?? '' };
    form.setFieldsValue(Object.fromEntries(PREFILLED.filter((name) => !form.getFieldValue(name) && values[name]).map((name) => [name, values[name]])));
  }, [preview.data, typed, form]);

  // A code that does not lead in says so under the field at once, before the whole form is written.
  useEffect(() => {
    const error = preview.error;
    if (isApiError(error) && CODE_ERRORS.includes(error.code)) form.setFields([{ name: 'code', errors: [error.message] }]);
  }, [preview.error, form]);

  const onFinish = async (values: SignUpValues) => {
    if (registerMutation.isPending || !ready) return;
    try {
      onPending(await registerMutation.mutateAsync({ ...values, phone: values.phone || undefined }));
    } catch (error) {
      if (isApiError(error) && CODE_ERRORS.includes(error.code)) {
        form.setFields([{ name: 'code', errors: [error.message] }]);
        return;
      }
      if (isApiError(error) && error.status === 409) {
        form.setFields([{ name: 'email', errors: [error.message] }]);
        return;
      }
      const fields = fieldErrorsFor(error, FIELDS);
      form.setFields(fields);
      if (fields.length === 0) toast.error('No pudimos registrarte', isApiError(error) ? error.message : 'Revisá tu conexión e intentá de nuevo.');
    }
  };

  return (
    <>
      <AuthHeading
        title="Creá tu cuenta"
        description={
          preview.data
            ? 'Con tu cuenta ves tus entrenamientos y le escribís desde acá.'
            : 'Con el código que te dio tu entrenador ves tus entrenamientos y le escribís desde acá.'
        }
      />
      <div aria-live="polite">{preview.data ? <Inviter preview={preview.data} /> : null}</div>
      <Form<SignUpValues>
        form={form}
        name="client-sign-up"
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ code }}
        onFinish={onFinish}
        onValuesChange={(_, all) => track(all)}
        className="auth-form"
      >
        <Form.Item label="Código de invitación" name="code" rules={[rules.required(clientMessages.invitationCodeRequired)]} normalize={upper}>
          <Input autoComplete="one-time-code" autoCapitalize="characters" maxLength={16} size="large" ref={code ? undefined : firstField} />
        </Form.Item>
        <div className="auth-name-row">
          <Form.Item label="Nombre" name="firstName" rules={[rules.required(m.firstNameRequired), rules.maxName]}>
            <Input autoComplete="given-name" maxLength={MAX_NAME_LENGTH} size="large" ref={code ? firstField : undefined} />
          </Form.Item>
          <Form.Item label="Apellido" name="lastName" rules={[rules.required(m.lastNameRequired), rules.maxName]}>
            <Input autoComplete="family-name" maxLength={MAX_NAME_LENGTH} size="large" />
          </Form.Item>
        </div>
        <Form.Item label="Correo electrónico" name="email" rules={rules.email} normalize={trim}>
          <Input type="email" inputMode="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} placeholder="vos@ejemplo.com" size="large" />
        </Form.Item>
        <Form.Item label="Teléfono (opcional)" name="phone">
          <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} size="large" />
        </Form.Item>
        <NewPasswordFields field="password" label="Contraseña" checklist={checklist} />
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={registerMutation.isPending}>
          Continuar
        </Button>
      </Form>
      <p className="auth-alt">
        ¿Ya tenés cuenta?{' '}
        <Link to={links.login} className="auth-link">
          Iniciá sesión
        </Link>
      </p>
    </>
  );
}
