import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatCalendarDate } from '@coach/shared';
import { describeRecord, recordTitle, type PersonalRecord } from '@coach/shared/contracts';
import { useState } from 'react';
import { PhotoCompare, PhotoUploadDialog } from '../../../lib/progress/progress-photos';
import { useMyPhotos, useMyRecords, useUploadMyPhoto } from '../api/my-training';

/** How many exercises "Mis récords" shows before "Ver todos": a phone screen, not a list to scroll through. */
export const RECORDS_PREVIEW = 3;

interface ExerciseRecords {
  name: string;
  records: PersonalRecord[];
  /** The day of its newest record. */
  latest: string;
}

/** The records by exercise (each in the API's order: kind, then repetitions or weight), the exercise with the newest record first. */
export function byExercise(records: readonly PersonalRecord[]): ExerciseRecords[] {
  const groups = new Map<number, ExerciseRecords>();
  for (const record of records) {
    const group = groups.get(record.exerciseId) ?? { name: record.exerciseName, records: [], latest: record.date };
    group.records.push(record);
    if (record.date > group.latest) group.latest = record.date;
    groups.set(record.exerciseId, group);
  }
  // A stable sort: exercises with records of the same day keep the API's order (by name).
  return [...groups.values()].sort((a, b) => (a.latest === b.latest ? 0 : a.latest > b.latest ? -1 : 1));
}

/** "Mis récords": each exercise's records, from the series logged in the workout player. */
export function MyRecords() {
  const { token } = theme.useToken();
  const records = useMyRecords();
  const [all, setAll] = useState(false);
  if (records.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (records.isError) {
    return (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text>No pudimos cargar tus récords.</Typography.Text>
        <Button onClick={() => void records.refetch()}>Reintentar</Button>
      </Flex>
    );
  }
  if (records.data.items.length === 0) {
    return <Typography.Text type="secondary">Anotá tus series al entrenar: cada vez que superes una marca, la vas a ver acá.</Typography.Text>;
  }
  const groups = byExercise(records.data.items);
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <ul aria-label="Mis récords" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {(all ? groups : groups.slice(0, RECORDS_PREVIEW)).map((group) => (
          <li key={group.name} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: `${token.paddingXS}px ${token.paddingSM}px` }}>
            <Typography.Text strong>{group.name}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
              {group.records.map((record) => (
                <li key={`${record.kind}-${record.reps ?? ''}-${record.weightKg ?? ''}`}>
                  {`${recordTitle(record)}: `}
                  <strong>{describeRecord(record)}</strong>
                  <Typography.Text type="secondary">{` · ${formatCalendarDate(record.date)}`}</Typography.Text>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {groups.length > RECORDS_PREVIEW && (
        <Button type="link" style={{ alignSelf: 'flex-start', paddingInline: 0 }} aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Ver menos' : `Ver los récords de los ${groups.length} ejercicios`}
        </Button>
      )}
    </Flex>
  );
}

/** "Mis fotos": front, side and back over time, two dates side by side; a new one needs the network. */
export function MyPhotos({ today }: { today: string }) {
  const photos = useMyPhotos();
  const upload = useUploadMyPhoto();
  const [adding, setAdding] = useState(false);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => setAdding(true)} disabled={offline} style={{ alignSelf: 'flex-start' }}>
        Subir foto
      </Button>
      {offline && <Typography.Text type="secondary">Para subir fotos necesitás conexión.</Typography.Text>}
      {photos.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : photos.isError ? (
        !offline && (
          <Flex vertical gap={8} align="flex-start">
            <Typography.Text>No pudimos cargar tus fotos.</Typography.Text>
            <Button onClick={() => void photos.refetch()}>Reintentar</Button>
          </Flex>
        )
      ) : photos.data.items.length === 0 ? (
        <Typography.Text type="secondary">Sacate una foto de frente, de perfil y de espalda cada tanto: vas a poder comparar cómo cambiás.</Typography.Text>
      ) : (
        <PhotoCompare photos={photos.data.items} />
      )}
      <PhotoUploadDialog open={adding} today={today} onClose={() => setAdding(false)} upload={(photo) => upload.mutateAsync(photo)} />
    </Flex>
  );
}
