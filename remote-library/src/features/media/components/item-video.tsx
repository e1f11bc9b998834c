import theme from 'antd/es/theme';
import type { LibraryVideo } from '@coach/shared/contracts';

const frame = { position: 'relative', width: '100%', aspectRatio: '16 / 9', overflow: 'hidden' } as const;

/** A YouTube or Vimeo player (privacy-friendly embed) or an uploaded video, 16:9 at any width. */
export function ItemVideo({ video, title }: { video: LibraryVideo; title: string }) {
  const { token } = theme.useToken();
  const style = { ...frame, borderRadius: token.borderRadiusLG, background: token.colorFillTertiary };
  if (video.source === 'upload') {
    return (
      <div style={style}>
        <video controls preload="metadata" src={video.url} aria-label={title} style={{ width: '100%', height: '100%', display: 'block' }} />
      </div>
    );
  }
  return <VideoEmbed src={video.embedUrl} title={title} />;
}

/** An embedded player, loaded only when it scrolls into view. */
export function VideoEmbed({ src, title }: { src: string; title: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ ...frame, borderRadius: token.borderRadiusLG, background: token.colorFillTertiary }}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}
