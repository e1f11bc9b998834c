import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import { useId, useRef } from 'react';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageContentProblem, imageProblem } from '../lib/media-limits';
import { FileButton } from './file-button';
import { UploadStatus } from './upload-status';
import { useObjectUrl } from './use-object-url';

export interface ImageFieldProps {
  /** "portada" or "imagen". */
  noun: string;
  /** What the item has now (a signed URL), unless removed. */
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
  onChange: (change: { file: File | null; removed: boolean }) => void;
  /** A failed upload's message (from the API). */
  uploadError?: string;
  percent?: number;
  /** A wrong type or size found before sending. */
  error?: string;
  onError: (message: string | undefined) => void;
}

/** The cover or image: a preview of what will be saved, choose, change or remove. */
export function ImageField({ noun, currentUrl, file, removed, onChange, uploadError, percent, error, onError }: ImageFieldProps) {
  const { token } = theme.useToken();
  const hintId = useId();
  const preview = useObjectUrl(file);
  const shown = preview ?? (removed ? null : currentUrl);

  // Only the last file chosen counts: reading an earlier one may finish after it.
  const latest = useRef<File | null>(null);
  const choose = async (chosen: File) => {
    latest.current = chosen;
    const problem = imageProblem(chosen) ?? (await imageContentProblem(chosen));
    if (latest.current !== chosen) return;
    onError(problem);
    if (!problem) onChange({ file: chosen, removed: false });
  };

  return (
    <Flex vertical gap={12}>
      <div style={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', borderRadius: token.borderRadiusLG, background: token.colorFillTertiary, overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
        {shown ? (
          <img src={shown} alt={`Vista previa de la ${noun}`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <span style={{ color: token.colorTextTertiary }}>{`Sin ${noun}`}</span>
        )}
      </div>
      <Flex gap={8} wrap align="center">
        <FileButton label={`Elegir ${noun}`} accept={IMAGE_ACCEPT} onFile={(chosen) => void choose(chosen)} describedBy={hintId}>
          {shown ? `Cambiar ${noun}` : `Elegir ${noun}`}
        </FileButton>
        {shown && (
          <Button
            type="text"
            danger
            onClick={() => {
              onError(undefined);
              onChange({ file: null, removed: currentUrl !== null });
            }}
          >
            {`Quitar ${noun}`}
          </Button>
        )}
      </Flex>
      <span id={hintId} style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        {file ? `${file.name}: se sube al guardar. ` : ''}
        {`JPEG, PNG o WebP, hasta ${IMAGE_MAX_MB} MB.`}
      </span>
      <UploadStatus label={`la ${noun}`} percent={percent} error={error ?? uploadError} />
    </Flex>
  );
}
