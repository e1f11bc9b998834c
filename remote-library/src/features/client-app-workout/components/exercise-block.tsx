import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import type { Exercise, LibraryVideo, WorkoutExercise } from '@coach/shared/contracts';
import { useState, type ReactNode } from 'react';

export type RenderVideo = (video: LibraryVideo, title: string) => ReactNode;

interface ExerciseBlockProps {
  item: WorkoutExercise;
  /** The exercise's instructions and video (from the tasks' answer); null when it is no longer readable. */
  exercise: Exercise | null;
  renderVideo: RenderVideo;
  children: ReactNode;
}

/**
 * One exercise of the workout: its name and picture, how it is done and its video on request (a
 * YouTube or Vimeo player loads nothing until the client opens it), then its series.
 */
export function ExerciseBlock({ item, exercise, renderVideo, children }: ExerciseBlockProps) {
  const { token } = theme.useToken();
  const [showVideo, setShowVideo] = useState(false);
  const [showHow, setShowHow] = useState(false);
  const name = item.exercise.name;
  const picture = exercise?.thumbnailUrl ?? item.exercise.thumbnailUrl;
  return (
    <article aria-label={name} style={{ display: 'grid', gap: 10 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {picture ? (
          <img src={picture} alt="" width={64} height={36} style={{ borderRadius: token.borderRadius, objectFit: 'cover', flex: 'none' }} />
        ) : null}
        <h3 style={{ margin: 0, fontSize: 17, overflowWrap: 'anywhere' }}>{name}</h3>
      </div>
      {exercise ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button size="small" aria-expanded={showHow} onClick={() => setShowHow((open) => !open)}>
            Cómo se hace
          </Button>
          {exercise.video ? (
            <Button size="small" aria-expanded={showVideo} onClick={() => setShowVideo((open) => !open)}>
              {showVideo ? 'Ocultar video' : 'Ver video'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {showHow && exercise ? <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{exercise.instructions}</p> : null}
      {showVideo && exercise?.video ? renderVideo(exercise.video, `Video: ${name}`) : null}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>{children}</ol>
    </article>
  );
}
