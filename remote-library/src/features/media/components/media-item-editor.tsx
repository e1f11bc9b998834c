import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { MAX_NAME_LENGTH, useToast } from '@coach/shared';
import { libraryToasts, MAX_INSTRUCTIONS_LENGTH, MAX_KEYWORD_LENGTH } from '@coach/shared/contracts';
import { Panel, useRevealFirstError } from '@coach/shared/area';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../lib/button-link';
import { DuplicatedNotice } from '../../../lib/duplicated-notice';
import { kindTexts } from '../../../lib/library-kinds';
import { permissionRefusal } from '../../../lib/permission-refusal';
import { libraryKeys } from '../../../lib/query-keys';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { removeItemMedia } from '../api/remove-item-media';
import { uploadItemMedia } from '../api/upload-item-media';
import { initialValues, showErrorsOnForm, toInput, type MediaItemFormValues, type MediaItemInput } from '../lib/item-form';
import type { MediaItem, MediaKind, MediaSlot } from '../lib/media-item';
import { ImageField } from './image-field';
import { VideoField } from './video-field';

export interface MediaItemEditorProps {
  kind: MediaKind;
  /** The item being edited; none when creating. */
  item?: MediaItem;
  create: (input: MediaItemInput) => Promise<MediaItem>;
  update: (id: number, input: MediaItemInput) => Promise<MediaItem>;
  /** Fields only this kind has (the muscle groups of exercises), placed after the keywords. */
  extraFields?: ReactNode;
}

interface FileChoice {
  file: File | null;
  removed: boolean;
}
const untouched: FileChoice = { file: null, removed: false };

interface UploadFailure {
  slot: MediaSlot;
  fileName: string;
  message: string;
}

const requiredRule = (message: string) => ({ required: true, whitespace: true, message });

/**
 * Create or edit an exercise or activity. Saving sends the JSON first, then each chosen file with its
 * progress; a failed upload keeps the saved item and everything typed, and says which file failed.
 */
export function MediaItemEditor({ kind, item, create, update, extraFields }: MediaItemEditorProps) {
  const [form] = Form.useForm<MediaItemFormValues>();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const texts = kindTexts[kind];
  const imageNoun = kind === 'exercises' ? 'portada' : 'imagen';

  const [saved, setSaved] = useState<MediaItem | undefined>(item);
  const [image, setImage] = useState<FileChoice>(untouched);
  const [video, setVideo] = useState<FileChoice>(untouched);
  const [imageError, setImageError] = useState<string>();
  const [videoError, setVideoError] = useState<string>();
  const [progress, setProgress] = useState<{ slot: MediaSlot; percent: number }>();
  const [failure, setFailure] = useState<UploadFailure>();
  const [saving, setSaving] = useState(false);
  const [edited, setEdited] = useState(false);
  const dirty = edited || image !== untouched || video !== untouched;
  const { dialog, allowNextNavigation } = useUnsavedChanges(dirty && !saving);
  const itemName = Form.useWatch('name', form) ?? '';
  const revealFirstError = useRevealFirstError();

  const pendingMedia = (videoMode: MediaItemFormValues['videoMode']): { slot: MediaSlot; choice: FileChoice }[] => [
    ...(image.file || image.removed ? [{ slot: 'image' as const, choice: image }] : []),
    ...(videoMode === 'upload' && (video.file || video.removed) ? [{ slot: 'video' as const, choice: video }] : []),
  ];

  const onFinish = async (values: MediaItemFormValues) => {
    if (imageError || videoError) {
      revealFirstError();
      return;
    }
    setSaving(true);
    setFailure(undefined);
    const creating = !saved;
    let current: MediaItem;
    try {
      current = saved ? await update(saved.id, toInput(kind, values, saved)) : await create(toInput(kind, values, saved));
    } catch (error) {
      setSaving(false);
      if (showErrorsOnForm(form, kind, error, creating)) {
        revealFirstError();
      } else {
        const failed = creating ? libraryToasts.createFailed(kind) : libraryToasts.updateFailed(kind);
        toast.error(permissionRefusal(error) ?? failed);
      }
      return;
    }
    setSaved(current);
    setEdited(false);

    for (const { slot, choice } of pendingMedia(values.videoMode)) {
      const file = choice.file;
      try {
        if (file) {
          setProgress({ slot, percent: 0 });
          current = await uploadItemMedia(kind, current.id, slot, file, (percent) => setProgress({ slot, percent }));
        } else {
          current = await removeItemMedia(kind, current.id, slot);
        }
        setSaved(current);
        (slot === 'image' ? setImage : setVideo)(untouched);
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'Intentá de nuevo.';
        const what = slot === 'image' ? `la ${imageNoun}` : 'el video';
        setFailure({ slot, fileName: file?.name ?? what, message });
        setProgress(undefined);
        setSaving(false);
        toast.error(`No pudimos ${file ? 'subir' : 'quitar'} ${what}`, message);
        void queryClient.invalidateQueries({ queryKey: libraryKeys.kind(kind) });
        return;
      }
    }
    setProgress(undefined);
    await queryClient.invalidateQueries({ queryKey: libraryKeys.kind(kind) });
    toast.success(item ? libraryToasts.updated(kind) : libraryToasts.created(kind));
    allowNextNavigation();
    navigate(texts.itemPath(current.id));
  };

  const failureText =
    failure &&
    `${saved && !item ? `Creamos ${kind === 'exercises' ? 'el ejercicio' : 'la actividad'}` : 'Guardamos los cambios'}, pero no pudimos ${
      failure.slot === 'image' ? `subir la ${imageNoun}` : 'subir el video'
    } (${failure.fileName}): ${failure.message} Revisalo y volvé a guardar; lo que escribiste sigue acá.`;

  return (
    <Form<MediaItemFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(item)}
      onValuesChange={() => setEdited(true)}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={revealFirstError}
      style={{ display: 'grid', gap: 24, maxWidth: 820 }}
    >
      {dialog}
      {item && <DuplicatedNotice kind={kind} />}
      {failureText && <Alert type="warning" showIcon title="Falta un archivo" description={failureText} role="alert" />}
      <Panel title="Datos">
        <Form.Item name="name" label="Nombre" rules={[requiredRule('El nombre es requerido'), { max: MAX_NAME_LENGTH, message: `Hasta ${MAX_NAME_LENGTH} caracteres` }]}>
          <Input maxLength={MAX_NAME_LENGTH} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item name="instructions" label="Instrucciones" rules={[requiredRule('Las instrucciones son requeridas'), { max: MAX_INSTRUCTIONS_LENGTH, message: `Hasta ${MAX_INSTRUCTIONS_LENGTH} caracteres` }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} maxLength={MAX_INSTRUCTIONS_LENGTH} placeholder="Cómo se hace, paso a paso. Podés usar varias líneas." />
        </Form.Item>
        <Form.Item name="keywords" label="Palabras clave" extra="Escribí una palabra y apretá Enter. Ayudan a encontrarlo al buscar." required={false}>
          <Select mode="tags" tokenSeparators={[',']} suffixIcon={null} notFoundContent={null} maxCount={20} maxTagTextLength={MAX_KEYWORD_LENGTH} placeholder="piernas, sin equipamiento…" />
        </Form.Item>
        {extraFields}
      </Panel>
      <Panel title="Video">
        <VideoField
          itemName={itemName}
          current={saved?.video ?? null}
          file={video.file}
          removed={video.removed}
          onChange={setVideo}
          error={videoError}
          onError={setVideoError}
          percent={progress?.slot === 'video' ? progress.percent : undefined}
          uploadError={failure?.slot === 'video' ? failure.message : undefined}
        />
      </Panel>
      <Panel title={kind === 'exercises' ? 'Portada' : 'Imagen'}>
        <ImageField
          noun={imageNoun}
          currentUrl={saved?.coverUrl ?? null}
          file={image.file}
          removed={image.removed}
          onChange={setImage}
          error={imageError}
          onError={setImageError}
          percent={progress?.slot === 'image' ? progress.percent : undefined}
          uploadError={failure?.slot === 'image' ? failure.message : undefined}
        />
      </Panel>
      <Flex gap={8} justify="flex-end" wrap>
        <ButtonLink to={saved ? texts.itemPath(saved.id) : texts.listPath}>Cancelar</ButtonLink>
        <Button type="primary" htmlType="submit" loading={saving}>
          {item ? 'Guardar cambios' : texts.create}
        </Button>
      </Flex>
    </Form>
  );
}
