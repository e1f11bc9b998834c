import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { muscleGroupLabels, muscleGroups, type Exercise, type MuscleGroup } from '@coach/shared/contracts';
import { useEffect, useId, useState } from 'react';
import { useExerciseSearch } from '../api/search-exercises';
import type { PickedExercise } from '../lib/workout-draft';

export interface ExercisePickerProps {
  open: boolean;
  /** The group the exercises go to ("Agregar ejercicios a Grupo 1"). */
  groupName: string;
  onPick: (exercises: PickedExercise[]) => void;
  onClose: () => void;
}

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const muscleGroupOptions = muscleGroups.map((value) => ({ value, label: muscleGroupLabels[value] }));

/** Searches the exercise library (own and Coach's) and picks one or several for a group. */
export function ExercisePicker({ open, groupName, onPick, onClose }: ExercisePickerProps) {
  const [search, setSearch] = useState('');
  const [muscleGroup, setMuscleGroup] = useState<MuscleGroup | null>(null);
  const [picked, setPicked] = useState<Map<number, PickedExercise>>(new Map());
  const debouncedSearch = useDebounced(search, SEARCH_DELAY_MS);
  const results = useExerciseSearch({ search: debouncedSearch, muscleGroup }, open);
  const searchId = useId();
  const groupId = useId();

  const close = () => {
    setPicked(new Map());
    setSearch('');
    setMuscleGroup(null);
    onClose();
  };
  const toggle = (exercise: Exercise) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(exercise.id)) next.delete(exercise.id);
      else next.set(exercise.id, { id: exercise.id, name: exercise.name, thumbnailUrl: exercise.thumbnailUrl });
      return next;
    });
  const confirm = () => {
    onPick([...picked.values()]);
    close();
  };

  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  return (
    <Modal
      open={open}
      title={`Agregar ejercicios a ${groupName || 'el grupo'}`}
      onCancel={close}
      width={640}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" aria-live="polite">
            {picked.size === 0 ? 'Elegí uno o varios ejercicios' : `${picked.size} ${picked.size === 1 ? 'elegido' : 'elegidos'}`}
          </Typography.Text>
          <Flex gap={8}>
            <Button onClick={close}>Cancelar</Button>
            <Button type="primary" disabled={picked.size === 0} onClick={confirm}>
              {picked.size > 1 ? `Agregar ${picked.size} ejercicios` : 'Agregar'}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <div style={{ flex: '2 1 220px' }}>
            <label htmlFor={searchId}>
              <Typography.Text type="secondary">Buscar</Typography.Text>
            </label>
            <Input id={searchId} type="search" allowClear value={search} placeholder="Nombre o palabra clave" onChange={(event) => setSearch(event.target.value)} />
          </div>
          <div style={{ flex: '1 1 160px' }}>
            <label htmlFor={groupId}>
              <Typography.Text type="secondary">Grupo muscular</Typography.Text>
            </label>
            <Select<MuscleGroup>
              id={groupId}
              allowClear
              placeholder="Todos"
              style={{ width: '100%' }}
              options={muscleGroupOptions}
              value={muscleGroup ?? undefined}
              onChange={(value) => setMuscleGroup(value ?? null)}
            />
          </div>
        </Flex>
        <PickerResults
          items={items}
          total={total}
          loading={results.isPending}
          failed={results.isError}
          picked={picked}
          onToggle={toggle}
          onRetry={() => void results.refetch()}
        />
        {results.hasNextPage && (
          <Button onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage}>
            Ver más
          </Button>
        )}
      </Flex>
    </Modal>
  );
}

interface PickerResultsProps {
  items: Exercise[];
  total: number;
  loading: boolean;
  failed: boolean;
  picked: Map<number, PickedExercise>;
  onToggle: (exercise: Exercise) => void;
  onRetry: () => void;
}

function PickerResults({ items, total, loading, failed, picked, onToggle, onRetry }: PickerResultsProps) {
  const { token } = theme.useToken();
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} aria-label="Buscando ejercicios" />;
  if (failed) {
    return (
      <Flex vertical align="flex-start" gap={8}>
        <Typography.Text>No pudimos buscar los ejercicios.</Typography.Text>
        <Button onClick={onRetry}>Reintentar</Button>
      </Flex>
    );
  }
  if (items.length === 0) return <Typography.Text type="secondary">No encontramos ejercicios con esa búsqueda.</Typography.Text>;
  return (
    <>
      <Typography.Text type="secondary" aria-live="polite">
        {total === 1 ? '1 ejercicio' : `${total} ejercicios`}
      </Typography.Text>
      <ul aria-label="Ejercicios encontrados" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '50vh', overflowY: 'auto' }}>
        {items.map((exercise) => (
          <li key={exercise.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: '8px 0' }}>
            <Checkbox checked={picked.has(exercise.id)} onChange={() => onToggle(exercise)} style={{ width: '100%' }}>
              <Flex align="center" gap={12}>
                <Thumbnail url={exercise.thumbnailUrl} />
                <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{exercise.name}</span>
                {exercise.source === 'product' && <Tag color={token.colorPrimary}>Coach</Tag>}
              </Flex>
            </Checkbox>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A 16:9 thumbnail, or a quiet block when the exercise has no image. */
export function Thumbnail({ url }: { url: string | null }) {
  const { token } = theme.useToken();
  const size = { width: 64, height: 36, borderRadius: token.borderRadiusSM, flex: 'none' } as const;
  return url ? <img src={url} alt="" style={{ ...size, objectFit: 'cover' }} /> : <span aria-hidden="true" style={{ ...size, display: 'inline-block', background: token.colorFillSecondary }} />;
}
