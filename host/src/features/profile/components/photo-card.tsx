import { AVATAR_MAX_BYTES, AVATAR_TYPES, isApiError, profileMessages, useToast, type SessionUser } from '@coach/shared';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useRef, type ChangeEvent } from 'react';
import { UserAvatar } from '../../../layout/user-menu';
import { useDeletePhoto, useUploadPhoto } from '../api/profile-photo';

/** Checks the browser can do before sending; the API checks the file's real content again. */
export function photoProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return profileMessages.photoTypeInvalid;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.photoTooLarge(AVATAR_MAX_BYTES);
  return null;
}

export function PhotoCard({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const toast = useToast();
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast.error('No pudimos subir la foto', problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success('Foto actualizada'),
      onError: (error) =>
        toast.error('No pudimos subir la foto', isApiError(error) ? error.message : 'Intentá de nuevo en unos minutos.'),
    });
  };

  return (
    <Flex align="center" gap={20} wrap>
      <UserAvatar user={user} size={88} />
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">PNG, GIF o JPEG de hasta 2 MB.</Typography.Text>
        <Flex gap={8} wrap>
          <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} onChange={onFile} hidden aria-label="Elegir foto de perfil" data-testid="photo-input" />
          <Button type="primary" loading={upload.isPending} disabled={busy} onClick={() => input.current?.click()}>
            {user.image ? 'Cambiar foto' : 'Subir foto'}
          </Button>
          {user.image && (
            <Button
              danger
              loading={remove.isPending}
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined as never, {
                  onSuccess: () => toast.success('Foto eliminada'),
                  onError: () => toast.error('No pudimos eliminar la foto', 'Intentá de nuevo en unos minutos.'),
                })
              }
            >
              Quitar foto
            </Button>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
