import { BrandMark, paths } from '@coach/shared';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isTutorialKey, tutorialKeys, tutorialMedia, tutorials } from '../features/tutorials/tutorial-links';
import { NotFoundPage } from './not-found-page';

/**
 * A tutorial video as the product films it (`pnpm tutorials`): the real screens on the demo business,
 * with Spanish captions on by default, and the other tutorials beside it. Open to anyone (the picker
 * opens it in a new tab; nothing in it is the trainer's own).
 */
export function TutorialPage() {
  const { key } = useParams();
  const { token } = theme.useToken();
  const tutorial = isTutorialKey(key) ? tutorials[key] : null;
  useEffect(() => {
    if (tutorial) document.title = `${tutorial.title} · Tutoriales de Coach`;
  }, [tutorial]);
  if (!isTutorialKey(key) || !tutorial) return <NotFoundPage />;
  const media = tutorialMedia(key);

  return (
    <main style={{ maxWidth: 1000, margin: '0 auto', padding: `${token.paddingLG}px ${token.padding}px` }}>
      <Flex align="center" gap={8} style={{ marginBottom: token.marginLG }}>
        <Link to={paths.index} aria-label="Coach, ir al inicio" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: token.colorText }}>
          <BrandMark size={28} />
          <Typography.Text strong aria-hidden>
            Coach
          </Typography.Text>
        </Link>
        <Typography.Text type="secondary">· Tutoriales</Typography.Text>
      </Flex>
      <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading2 }}>
        {tutorial.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{tutorial.description}</Typography.Paragraph>
      <video
        key={key}
        controls
        preload="metadata"
        style={{ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: token.borderRadiusLG }}
        aria-label={`Video: ${tutorial.title}`}
      >
        <source src={media.video} type="video/webm" />
        <track kind="captions" src={media.captions} srcLang="es" label="Español" default />
        Tu navegador no puede reproducir este video.
      </video>
      <nav aria-label="Otros tutoriales" style={{ marginTop: token.marginXL }}>
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4 }}>
          Otros tutoriales
        </Typography.Title>
        <Flex wrap gap={`${token.marginXS}px ${token.margin}px`} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {tutorialKeys
            .filter((other) => other !== key)
            .map((other) => (
              <li key={other}>
                <Link to={paths.tutorial(other)}>{tutorials[other].title}</Link>
              </li>
            ))}
        </Flex>
      </nav>
    </main>
  );
}
