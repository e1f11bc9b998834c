import Progress from 'antd/es/progress';
import theme from 'antd/es/theme';

/** Progress of a file on its way, or why it could not be used or uploaded. */
export function UploadStatus({ percent, error, label }: { percent?: number; error?: string; label: string }) {
  const { token } = theme.useToken();
  return (
    <>
      {percent !== undefined && (
        <div>
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{`Subiendo ${label}… ${percent}%`}</span>
          <Progress percent={percent} size="small" showInfo={false} aria-label={`Subiendo ${label}`} />
        </div>
      )}
      {error && (
        // data-field-error and tabIndex: a refused save scrolls here and focuses it (useRevealFirstError).
        <div role="alert" data-field-error tabIndex={-1} style={{ color: token.colorError }}>
          {error}
        </div>
      )}
    </>
  );
}
