import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import theme from 'antd/es/theme';
import { validationMessages } from '@coach/shared';
import { parseVideoLink, videoEmbedUrl, type LibraryVideo } from '@coach/shared/contracts';
import { useId } from 'react';
import { formatFileSize, VIDEO_ACCEPT, VIDEO_MAX_MB, videoProblem } from '../lib/media-limits';
import { FileButton } from './file-button';
import { ItemVideo, VideoEmbed } from './item-video';
import { UploadStatus } from './upload-status';
import { useObjectUrl } from './use-object-url';

export type VideoMode = 'link' | 'upload';

const modeOptions: { value: VideoMode; label: string }[] = [
  { value: 'link', label: 'Enlace de YouTube o Vimeo' },
  { value: 'upload', label: 'Subir video' },
];

export interface VideoFieldProps {
  itemName: string;
  /** The uploaded video the item has now, if any. */
  current: LibraryVideo | null;
  file: File | null;
  removed: boolean;
  onChange: (change: { file: File | null; removed: boolean }) => void;
  uploadError?: string;
  percent?: number;
  error?: string;
  onError: (message: string | undefined) => void;
}

/** The item's video: a YouTube or Vimeo link (checked as typed, with its player) or an MP4/MOV file. */
export function VideoField({ itemName, current, file, removed, onChange, uploadError, percent, error, onError }: VideoFieldProps) {
  const { token } = theme.useToken();
  const hintId = useId();
  const form = Form.useFormInstance();
  const mode = Form.useWatch<VideoMode | undefined>('videoMode', form) ?? 'link';
  const link = Form.useWatch<string | undefined>('videoUrl', form) ?? '';
  const parsed = link.trim() ? parseVideoLink(link) : undefined;
  const preview = useObjectUrl(file);
  const uploaded = current?.source === 'upload' && !removed ? current : null;

  const choose = (chosen: File) => {
    const problem = videoProblem(chosen);
    onError(problem);
    if (!problem) onChange({ file: chosen, removed: false });
  };

  return (
    <Flex vertical gap={12}>
      <Form.Item name="videoMode" label="¿Cómo querés agregar el video?" style={{ marginBottom: 0 }}>
        <Radio.Group options={modeOptions} style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }} />
      </Form.Item>
      {mode === 'link' ? (
        <>
          <Form.Item
            name="videoUrl"
            label="Enlace del video"
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  !value?.trim() || parseVideoLink(value) ? Promise.resolve() : Promise.reject(new Error(validationMessages.videoUrlInvalid)),
              },
            ]}
            extra="Pegá el enlace del video tal como lo copiás del navegador o del botón Compartir."
            style={{ marginBottom: 0 }}
          >
            <Input inputMode="url" placeholder="https://www.youtube.com/watch?v=…" allowClear />
          </Form.Item>
          {parsed && <VideoEmbed src={videoEmbedUrl(parsed)} title={`Vista previa del video de ${itemName || 'este ítem'}`} />}
        </>
      ) : (
        <>
          {preview ? (
            <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorFillTertiary }}>
              <video controls preload="metadata" src={preview} aria-label="Vista previa del video elegido" style={{ width: '100%', height: '100%' }}>
                    </video>
            </div>
          ) : (
            uploaded && <ItemVideo video={uploaded} title={`Video de ${itemName}`} />
          )}
          <Flex gap={8} wrap align="center">
            <FileButton label="Elegir video" accept={VIDEO_ACCEPT} onFile={choose} describedBy={hintId}>
              {file || uploaded ? 'Cambiar video' : 'Elegir video'}
            </FileButton>
            {(file || uploaded) && (
              <Button
                type="text"
                danger
                onClick={() => {
                  onError(undefined);
                  onChange({ file: null, removed: current?.source === 'upload' });
                }}
              >
                Quitar video
              </Button>
            )}
          </Flex>
          <span id={hintId} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {file ? `${file.name} (${formatFileSize(file.size)}): se sube al guardar. ` : ''}
            {`MP4 o MOV, hasta ${VIDEO_MAX_MB} MB.`}
          </span>
          <UploadStatus label="el video" percent={percent} error={error ?? uploadError} />
        </>
      )}
    </Flex>
  );
}
