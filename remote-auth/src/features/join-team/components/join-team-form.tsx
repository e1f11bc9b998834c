import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import {
  deviceTimeZone,
  DEFAULT_BUSINESS_SETTINGS,
  fieldErrorsFor,
  formatInstantDate,
  isApiError,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  paths,
  roleLabels,
  rules,
  useSession,
  useToast,
  validationMessages as m,
} from '@coach/shared';
import type { TeamInvitationAcceptResponse, TeamInvitationPreview } from '@coach/shared/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthHeading } from '../../../components/auth-layout';
import { NewPasswordFields, useNewPasswordChecklist } from '../../../components/new-password-fields';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint';
import { useAcceptTeamInvitation } from '../api/accept-invitation';

interface JoinTeamValues {
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['firstName', 'lastName', 'phone', 'password', 'confirmPassword'] as const;

/** An answer of the API about the link itself (invalid, expired, used): the page shows it instead of the form. */
export const isLinkProblem = (error: unknown) => isApiError(error) && error.code.startsWith('TEAM_INVITATION_');

/** "Laura Méndez te invitó a sumarte a Estudio Fuerte como Entrenador.", with the business's logo. */
function Invitation({ preview }: { preview: TeamInvitationPreview }) {
  const as = roleLabels[preview.role];
  return (
    <p className="auth-inviter" data-testid="team-inviter">
      {preview.businessLogo ? <img src={preview.businessLogo} alt={`Logo de ${preview.businessName}`} /> : null}
      <span>
        {preview.inviterName ? (
          <>
            <strong>{preview.inviterName}</strong> te invitó a sumarte a <strong>{preview.businessName}</strong> como {as}.
          </>
        ) : (
          <>
            Te invitaron a sumarte a <strong>{preview.businessName}</strong> como {as}.
          </>
        )}
      </span>
    </p>
  );
}

export interface JoinTeamFormProps {
  token: string;
  preview: TeamInvitationPreview;
  onJoined: (joined: TeamInvitationAcceptResponse) => void;
  /** The API refused the link itself meanwhile (it expired, or was used or cancelled). */
  onLinkProblem: (error: unknown) => void;
}

/** The invited person's data and password: the email is the invitation's (read-only). */
export function JoinTeamForm({ token, preview, onJoined, onLinkProblem }: JoinTeamFormProps) {
  const firstField = useFocusAfterPaint<InputRef>();
  const [form] = Form.useForm<JoinTeamValues>();
  const toast = useToast();
  const accept = useAcceptTeamInvitation();
  const { checklist, ready, track } = useNewPasswordChecklist('password');
  const signedInAs = useSession((state) => state.user?.email);
  const [conflict, setConflict] = useState<string | null>(null);
  const expires = formatInstantDate(preview.expiresAt, deviceTimeZone() ?? DEFAULT_BUSINESS_SETTINGS.timeZone);

  const onFinish = async (values: JoinTeamValues) => {
    if (accept.isPending || !ready) return;
    setConflict(null);
    try {
      onJoined(await accept.mutateAsync({ token, ...values }));
    } catch (error) {
      if (isLinkProblem(error)) {
        onLinkProblem(error);
        return;
      }
      if (isApiError(error) && error.status === 409) {
        setConflict(error.message);
        return;
      }
      const fields = fieldErrorsFor(error, FIELDS);
      form.setFields(fields);
      if (fields.length === 0) {
        toast.error('No pudimos crear tu cuenta', isApiError(error) && error.status === 429 ? error.message : 'Intentá de nuevo en unos minutos.');
      }
    }
  };

  return (
    <>
      <AuthHeading title={`Sumate a ${preview.businessName}`} description="Completá tus datos y elegí una contraseña para crear tu cuenta." />
      <Invitation preview={preview} />
      {signedInAs ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 20 }}
          title={`Tenés una sesión abierta como ${signedInAs}.`}
          description="Cuando termines, la cerramos para que entres con tu cuenta nueva."
        />
      ) : null}
      <Form<JoinTeamValues>
        form={form}
        name="join-team"
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ firstName: preview.firstName ?? '', lastName: preview.lastName ?? '' }}
        onFinish={onFinish}
        onValuesChange={(_, all) => track(all)}
        className="auth-form"
      >
        <Form.Item label="Correo electrónico" htmlFor="join-team-email" extra={`La invitación es para este correo. Vence el ${expires}.`}>
          <Input id="join-team-email" type="email" value={preview.email} readOnly autoComplete="username" size="large" />
        </Form.Item>
        <div className="auth-name-row">
          <Form.Item label="Nombre" name="firstName" rules={[rules.required(m.firstNameRequired), rules.maxName]}>
            <Input autoComplete="given-name" maxLength={MAX_NAME_LENGTH} size="large" ref={firstField} />
          </Form.Item>
          <Form.Item label="Apellido" name="lastName" rules={[rules.required(m.lastNameRequired), rules.maxName]}>
            <Input autoComplete="family-name" maxLength={MAX_NAME_LENGTH} size="large" />
          </Form.Item>
        </div>
        <Form.Item label="Teléfono" name="phone" rules={rules.phone}>
          <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} placeholder="+54 9 11 1234 5678" size="large" />
        </Form.Item>
        <NewPasswordFields field="password" label="Contraseña" checklist={checklist} />
        {conflict ? (
          <div role="alert" className="auth-description" style={{ margin: '0 0 16px' }}>
            {conflict}{' '}
            <Link to={paths.login} state={{ email: preview.email }} className="auth-link">
              Iniciá sesión
            </Link>
          </div>
        ) : null}
        <Button type="primary" htmlType="submit" size="large" block disabled={!ready} loading={accept.isPending}>
          Crear mi cuenta
        </Button>
      </Form>
      <p className="auth-alt">
        ¿Ya tenés cuenta en este negocio?{' '}
        <Link to={paths.login} className="auth-link">
          Iniciá sesión
        </Link>
      </p>
    </>
  );
}
