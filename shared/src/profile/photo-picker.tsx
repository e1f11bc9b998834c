import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { AVATAR_MAX_BYTES, profileMessages } from '../contracts/profile';
import { AVATAR_TYPES } from '../contracts/validators';
import { isApiError } from '../api/api-error';
import { useToast } from '../ui/use-toast';

/** Checks the browser can do before sending; the API checks the file's real content again. */
export function photoProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return profileMessages.photoTypeInvalid;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.photoTooLarge(AVATAR_MAX_BYTES);
  return null;
}

/** The words of each picture the picker changes: a profile photo, or the business's logo. */
const pickerTexts = {
  photo: {
    upload: 'Subir foto',
    change: 'Cambiar foto',
    remove: 'Quitar foto',
    input: 'Elegir foto de perfil',
    uploaded: 'Foto actualizada',
    removed: 'Foto eliminada',
    uploadFailed: 'No pudimos subir la foto',
    removeFailed: 'No pudimos eliminar la foto',
  },
  logo: {
    upload: 'Subir logo',
    change: 'Cambiar logo',
    remove: 'Quitar logo',
    input: 'Elegir el logo del negocio',
    uploaded: 'Logo actualizado',
    removed: 'Logo quitado',
    uploadFailed: 'No pudimos subir el logo',
    removeFailed: 'No pudimos quitar el logo',
  },
} as const;

interface PhotoPickerProps {
  /** The picture as the page shows it (each app draws its own avatar). */
  avatar: ReactNode;
  image: string | null;
  upload: UseMutationResult<unknown, Error, File>;
  remove: UseMutationResult<unknown, Error, void>;
  /** What the picture is: the words of the buttons and toasts ('photo' unless told). */
  kind?: keyof typeof pickerTexts;
}

/**
 * The profile photo with "Subir foto" / "Cambiar foto" and "Quitar foto": the trainer's profile and the
 * client app's Perfil; with kind 'logo', the business's logo in "Mi negocio".
 */
export function PhotoPicker({ avatar, image, upload, remove, kind = 'photo' }: PhotoPickerProps) {
  const texts = pickerTexts[kind];
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast.error(texts.uploadFailed, problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(texts.uploaded),
      onError: (error) =>
        toast.error(texts.uploadFailed, isApiError(error) ? error.message : 'Intentá de nuevo en unos minutos.'),
    });
  };

  return (
    <Flex align="center" gap={20} wrap>
      {avatar}
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">PNG, GIF o JPEG de hasta 2 MB.</Typography.Text>
        <Flex gap={8} wrap>
          <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} onChange={onFile} hidden aria-label={texts.input} data-testid="photo-input" />
          <Button type="primary" loading={upload.isPending} disabled={busy} onClick={() => input.current?.click()}>
            {image ? texts.change : texts.upload}
          </Button>
          {image && (
            <Button
              danger
              loading={remove.isPending}
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(texts.removed),
                  onError: () => toast.error(texts.removeFailed, 'Intentá de nuevo en unos minutos.'),
                })
              }
            >
              {texts.remove}
            </Button>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
