import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { taskTypeLabels, taskTypes, type TaskType } from '@coach/shared/contracts';
import { useEffect, useState } from 'react';
import { useAssignableSearch } from '../api/search-assignable';
import { checkItemDetails, hasDetailErrors } from '../lib/item-details';
import type { ProgramItemValues } from '../lib/program-reducer';
import { ItemDetailsFields, type ItemDetailErrors, type ItemDetails } from './item-details-fields';

export interface AddItemDialogProps {
  /** "Semana 2 · Día 3": where the item goes. */
  where: string;
  onAdd: (item: ProgramItemValues) => void;
  onClose: () => void;
}

const searchLabels: Record<TaskType, string> = { workout: 'Buscar rutinas', activity: 'Buscar actividades', form: 'Buscar formularios' };
const order: TaskType[] = ['workout', 'activity', 'form'];
const noDetails: ItemDetails = { goal: '', duration: '', distance: '' };

/** Chooses a workout, an activity or a form of the library (own and Coach's) and its details, for one day. */
export function AddItemDialog({ where, onAdd, onClose }: AddItemDialogProps) {
  const { token } = theme.useToken();
  const [type, setType] = useState<TaskType>('workout');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const [details, setDetails] = useState<ItemDetails>(noDetails);
  const [errors, setErrors] = useState<ItemDetailErrors>({});
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const items = useAssignableSearch(type, debounced, true);

  const add = () => {
    if (!picked) {
      setMissing(true);
      return;
    }
    const found = checkItemDetails(details);
    if (hasDetailErrors(found)) {
      setErrors(found);
      return;
    }
    const forForm = type === 'form';
    onAdd({ type, itemId: picked.id, itemName: picked.name, archived: false, goal: details.goal.trim(), duration: forForm ? '' : details.duration, distance: forForm ? '' : details.distance });
  };

  return (
    <Modal open title={`Agregar a ${where}`} okText="Agregar" cancelText="Cancelar" onOk={add} onCancel={onClose} destroyOnHidden width={560}>
      <Flex vertical gap={12}>
        <Segmented<TaskType>
          aria-label="Tipo"
          block
          value={type}
          options={order.filter((value) => taskTypes.includes(value)).map((value) => ({ value, label: taskTypeLabels[value] }))}
          onChange={(value) => {
            setType(value);
            setPicked(null);
          }}
        />
        <Input.Search aria-label={searchLabels[type]} placeholder={searchLabels[type]} allowClear value={search} onChange={(event) => setSearch(event.target.value)} />
        {items.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : items.isError ? (
          <Typography.Text type="danger">No pudimos cargar tu biblioteca. Cerrá y probá de nuevo.</Typography.Text>
        ) : items.data.length === 0 ? (
          <Typography.Text type="secondary">{debounced ? `Nada coincide con "${debounced}".` : 'Tu biblioteca no tiene elementos de este tipo todavía.'}</Typography.Text>
        ) : (
          <div role="radiogroup" aria-label={`Elegí: ${taskTypeLabels[type]}`} style={{ display: 'grid', gap: token.marginXS, maxHeight: 260, overflowY: 'auto', padding: 2 }}>
            {items.data.map((item) => {
              const selected = picked?.id === item.id;
              return (
                <button
                  key={item.id}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => {
                    setPicked({ id: item.id, name: item.name });
                    setMissing(false);
                  }}
                  style={{
                    font: 'inherit',
                    color: token.colorText,
                    textAlign: 'left',
                    width: '100%',
                    minWidth: 0,
                    padding: `${token.paddingXS}px ${token.paddingSM}px`,
                    borderRadius: token.borderRadiusLG,
                    border: `${selected ? 2 : 1}px solid ${selected ? token.colorPrimary : token.colorBorder}`,
                    background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                    cursor: 'pointer',
                  }}
                >
                  <Flex gap={8} align="center" justify="space-between" style={{ minWidth: 0 }}>
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text strong ellipsis>
                        {item.name}
                      </Typography.Text>
                      {item.detail && (
                        <Typography.Text type="secondary" ellipsis>
                          {item.detail}
                        </Typography.Text>
                      )}
                    </Flex>
                    {item.fromProduct && <Typography.Text type="secondary" style={{ flex: 'none', fontSize: token.fontSizeSM }}>Coach</Typography.Text>}
                  </Flex>
                </button>
              );
            })}
          </div>
        )}
        {missing && (
          <div role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM }}>
            {`Elegí ${type === 'activity' ? 'una actividad' : type === 'workout' ? 'una rutina' : 'un formulario'} de la lista.`}
          </div>
        )}
        <ItemDetailsFields
          type={type}
          value={details}
          errors={errors}
          onChange={(changes) => {
            setDetails((current) => ({ ...current, ...changes }));
            setErrors({});
          }}
        />
      </Flex>
    </Modal>
  );
}
