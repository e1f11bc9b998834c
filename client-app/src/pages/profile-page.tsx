import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Avatar from 'antd/es/avatar';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import { ACCENT_COLOR, initialsOf, ON_ACCENT_COLOR, PageSkeleton, StatusMessage, useTheme, type ThemeMode } from '@coach/shared';
import { PasswordChangeForm, PhotoPicker } from '@coach/shared/account-forms';
import type { ClientAppProfile } from '@coach/shared/contracts';
import { useOutbox } from '@coach/shared/client-app';
import { useState } from 'react';
import { useChangePassword } from '../features/profile/api/change-password';
import { useProfile } from '../features/profile/api/get-profile';
import { useDeletePhoto, useUploadPhoto } from '../features/profile/api/profile-photo';
import { signOut } from '../features/profile/api/sign-out';
import { ProfileForm } from '../features/profile/components/profile-form';
import { pendingLabel } from '../layout/connection-status';

const themeOptions: Array<{ label: string; value: ThemeMode }> = [
  { label: 'Oscuro', value: 'dark' },
  { label: 'Claro', value: 'light' },
  { label: 'Sistema', value: 'system' },
];

/** The client's photo as their trainer sees it beside their name; their initials until there is one. */
function ProfileAvatar({ profile }: { profile: ClientAppProfile }) {
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <Avatar src={profile.image ?? undefined} alt={`${profile.firstName} ${profile.lastName}`} size={88} style={{ backgroundColor: ACCENT_COLOR, color: ON_ACCENT_COLOR, flexShrink: 0 }}>
      {initials}
    </Avatar>
  );
}

type Trainer = NonNullable<ClientAppProfile['trainer']>;

/** "Tu entrenador": who of the business looks after the client, with their photo (their initials until there is one). */
function TrainerSection({ trainer }: { trainer: Trainer }) {
  const name = `${trainer.firstName} ${trainer.lastName}`.trim();
  return (
    <Card size="small">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }} data-testid="profile-trainer">
        {/* Decorative: the name is written beside it. */}
        <Avatar
          src={trainer.image ?? undefined}
          alt=""
          size={48}
          aria-hidden
          style={{ backgroundColor: ACCENT_COLOR, color: ON_ACCENT_COLOR, flexShrink: 0 }}
        >
          {initialsOf(name)}
        </Avatar>
        <Typography.Text style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          Tu entrenador: <strong>{name}</strong>
        </Typography.Text>
      </div>
    </Card>
  );
}

function PhotoSection({ profile }: { profile: ClientAppProfile }) {
  return <PhotoPicker avatar={<ProfileAvatar profile={profile} />} image={profile.image} upload={useUploadPhoto()} remove={useDeletePhoto()} />;
}

function PasswordSection() {
  return <PasswordChangeForm change={useChangePassword()} />;
}

/** Perfil: the client's photo and data, their password, the theme and signing out. */
export function ProfilePage() {
  const profile = useProfile();
  const mode = useTheme((state) => state.mode);
  const setMode = useTheme((state) => state.setMode);
  const waiting = useOutbox((state) => state.items?.filter((item) => item.problem === null).length ?? 0);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    await signOut();
  };
  const confirmLeave = () => {
    if (waiting === 0) return void leave();
    Modal.confirm({
      title: '¿Cerrar sesión?',
      content: `Tenés ${pendingLabel(waiting)}. Quedan guardados en este teléfono y se envían cuando vuelvas a entrar con tu cuenta; conectate a internet antes si querés que tu entrenador los vea ya.`,
      okText: 'Cerrar sesión igual',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: leave,
    });
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Perfil
      </Typography.Title>
      {profile.data?.trainer && <TrainerSection trainer={profile.data.trainer} />}
      {!profile.isError && (
        <Card title="Tu foto" size="small">
          {profile.data ? <PhotoSection profile={profile.data} /> : <PageSkeleton />}
        </Card>
      )}
      <Card title="Tus datos" size="small">
        {profile.data ? (
          <>
            <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
              {profile.data.email}
            </Typography.Paragraph>
            <ProfileForm profile={profile.data} />
          </>
        ) : profile.isError ? (
          <StatusMessage title="No pudimos cargar tus datos" description="Revisá tu conexión e intentá de nuevo." />
        ) : (
          <PageSkeleton />
        )}
      </Card>
      <Card title="Contraseña" size="small">
        <PasswordSection />
      </Card>
      <Card title="Apariencia" size="small">
        <Segmented<ThemeMode> block options={themeOptions} value={mode} onChange={setMode} aria-label="Tema" />
      </Card>
      <Button danger block size="large" onClick={confirmLeave} loading={leaving}>
        Cerrar sesión
      </Button>
    </div>
  );
}
