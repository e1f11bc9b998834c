import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { AVATAR_MAX_BYTES, profileMessages, type ProfilePhotoResponse } from '../contracts/profile';
import { AVATAR_TYPES } from '../contracts/validators';
import { isApiError } from '../api/api-error';
import { useToast } from '../ui/use-toast';

/** Checks the browser can do before sending; the API checks the file's real content again. */
export function photoProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return profileMessages.photoTypeInvalid;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.photoTooLarge(AVATAR_MAX_BYTES);
  return null;
}

interface PhotoPickerProps {
  /** The picture as the page shows it (each app draws its own avatar). */
  avatar: ReactNode;
  image: string | null;
  upload: UseMutationResult<ProfilePhotoResponse, Error, File>;
  remove: UseMutationResult<ProfilePhotoResponse, Error, void>;
}

/** The profile photo with "Subir foto" / "Cambiar foto" and "Quitar foto": the trainer's profile and the client app's Perfil. */
export function PhotoPicker({ avatar, image, upload, remove }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
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
      {avatar}
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">PNG, GIF o JPEG de hasta 2 MB.</Typography.Text>
        <Flex gap={8} wrap>
          <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} onChange={onFile} hidden aria-label="Elegir foto de perfil" data-testid="photo-input" />
          <Button type="primary" loading={upload.isPending} disabled={busy} onClick={() => input.current?.click()}>
            {image ? 'Cambiar foto' : 'Subir foto'}
          </Button>
          {image && (
            <Button
              danger
              loading={remove.isPending}
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
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
