import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Segmented from 'antd/es/segmented';
import Slider from 'antd/es/slider';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { fieldErrorsFor, formatCalendarDate, isApiError, useToast } from '@coach/shared';
import {
  MEASUREMENT_LIMITS,
  PROGRESS_PHOTO_LIMITS,
  progressPhotoMessages,
  progressPhotoPoseLabels,
  progressPhotoPoses,
  type ProgressPhoto,
  type ProgressPhotoPose,
} from '@coach/shared/contracts';
import { DateField } from '@coach/shared/date-field';
import { useMemo, useState } from 'react';

/** What a progress photo upload carries: the picture, its pose and its day. */
export interface PhotoUpload {
  file: File;
  pose: ProgressPhotoPose;
  date: string;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** What the browser can check before sending; the API decodes the file again. */
export function progressPhotoProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return progressPhotoMessages.photoTypeInvalid;
  if (file.size > PROGRESS_PHOTO_LIMITS.maxBytes) return progressPhotoMessages.tooLarge;
  return null;
}

function Picture({ photo, label }: { photo: ProgressPhoto | undefined; label: string }) {
  const { token } = theme.useToken();
  return (
    <figure style={{ margin: 0, flex: '1 1 0', minWidth: 0 }}>
      <div style={{ aspectRatio: '3 / 4', borderRadius: token.borderRadius, overflow: 'hidden', background: token.colorFillTertiary }}>
        {photo && (
          <img
            src={photo.url}
            alt={`${label}: ${progressPhotoPoseLabels[photo.pose].toLowerCase()}, ${formatCalendarDate(photo.date)}`}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </div>
      <figcaption style={{ marginTop: 4, textAlign: 'center' }}>
        <Typography.Text type="secondary">{photo ? `${label} · ${formatCalendarDate(photo.date)}` : label}</Typography.Text>
      </figcaption>
    </figure>
  );
}

/**
 * Two photos of one pose side by side, "Antes" and "Después": a range slider over the pose's dates
 * chooses them (first and last by default).
 */
export function PhotoCompare({ photos }: { photos: readonly ProgressPhoto[] }) {
  const poses = useMemo(() => progressPhotoPoses.filter((pose) => photos.some((photo) => photo.pose === pose)), [photos]);
  const [chosenPose, setPose] = useState<ProgressPhotoPose | null>(null);
  const pose = chosenPose && poses.includes(chosenPose) ? chosenPose : (poses[0] ?? 'front');
  // Oldest first, for the slider.
  const ofPose = useMemo(() => photos.filter((photo) => photo.pose === pose).reverse(), [photos, pose]);
  const [range, setRange] = useState<[number, number] | null>(null);
  const last = Math.max(ofPose.length - 1, 0);
  const [from, to] = range && range[1] <= last ? range : [0, last];
  const dateOf = (index: number) => (ofPose[index] ? formatCalendarDate(ofPose[index].date) : '');

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Segmented
        aria-label="Pose"
        value={pose}
        onChange={(value) => {
          setPose(value as ProgressPhotoPose);
          setRange(null);
        }}
        options={poses.map((value) => ({ value, label: progressPhotoPoseLabels[value] }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Flex gap={12} data-testid="photo-compare">
        <Picture photo={ofPose[from]} label="Antes" />
        <Picture photo={ofPose[to]} label="Después" />
      </Flex>
      {ofPose.length > 1 && (
        <Slider
          range
          min={0}
          max={last}
          value={[from, to]}
          onChange={(value) => setRange([value[0]!, value[1]!])}
          tooltip={{ formatter: (value) => dateOf(value ?? 0) }}
          ariaLabelForHandle={['Fecha de la foto de antes', 'Fecha de la foto de después']}
          ariaValueTextFormatterForHandle={(value) => dateOf(value ?? 0)}
        />
      )}
    </Flex>
  );
}

/** "Subir foto": the pose, the day (today by default) and the picture, checked before sending. */
export function PhotoUploadDialog({ open, today, onClose, upload }: { open: boolean; today: string; onClose: () => void; upload: (photo: PhotoUpload) => Promise<unknown> }) {
  const [form] = Form.useForm<{ pose: ProgressPhotoPose; date: string }>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const toast = useToast();

  const close = () => {
    setFile(null);
    setFileError(null);
    onClose();
  };
  const submit = async (values: { pose: ProgressPhotoPose; date: string }) => {
    if (!file) {
      setFileError('Elegí una foto');
      return;
    }
    setPending(true);
    try {
      await upload({ file, pose: values.pose, date: values.date });
      toast.success('Foto guardada');
      close();
    } catch (error) {
      const fields = fieldErrorsFor(error, ['pose', 'date'] as const);
      if (fields.length > 0) form.setFields(fields);
      else if (isApiError(error) && error.status < 500) setFileError(error.message);
      else toast.error('No pudimos subir la foto', 'Revisá tu conexión e intentá de nuevo.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Subir foto de progreso"
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={pending}>
          Cancelar
        </Button>,
        <Button key="save" type="primary" loading={pending} onClick={() => form.submit()}>
          Subir
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="progress-photo" initialValues={{ pose: 'front', date: today }} onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item label="Pose" name="pose">
          <Radio.Group optionType="button" options={progressPhotoPoses.map((value) => ({ value, label: progressPhotoPoseLabels[value] }))} />
        </Form.Item>
        <Form.Item label="Fecha" name="date" rules={[{ required: true, message: progressPhotoMessages.dateRequired }]}>
          <DateField max={today} min={`${MEASUREMENT_LIMITS.earliestYear}-01-01`} allowClear={false} />
        </Form.Item>
        <Form.Item label="Foto" validateStatus={fileError ? 'error' : undefined} help={fileError ?? 'JPEG, PNG o GIF, hasta 10 MB.'}>
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            data-testid="progress-photo-input"
            aria-label="Elegir la foto"
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              const problem = picked ? progressPhotoProblem(picked) : null;
              setFile(problem ? null : picked);
              setFileError(problem);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
