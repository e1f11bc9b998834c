import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { dayNumbers, type CellRef } from '../lib/program-draft';
import { ItemDetailsFields, type ItemDetailErrors, type ItemDetails } from './item-details-fields';
import { checkItemDetails, hasDetailErrors } from '../lib/item-details';
import type { TaskType } from '@coach/shared/contracts';

const weekOptions = (weeks: number, except?: number) =>
  Array.from({ length: weeks }, (_, index) => index + 1)
    .filter((week) => week !== except)
    .map((week) => ({ value: week, label: `Semana ${week}` }));

/** "Mover a…": the keyboard's (and any pointer's) way to move an item to another week and day. */
export function MoveItemDialog({ name, from, weeks, onMove, onClose }: { name: string; from: CellRef; weeks: number; onMove: (to: CellRef) => void; onClose: () => void }) {
  const [week, setWeek] = useState(from.week);
  const [day, setDay] = useState(from.day);
  const weekId = useId();
  const same = week === from.week && day === from.day;
  return (
    <Modal
      open
      title={`Mover ${name}`}
      okText="Mover"
      cancelText="Cancelar"
      okButtonProps={{ disabled: same }}
      onOk={() => onMove({ week, day })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {weeks > 1 && (
          <Form.Item label="Semana" htmlFor={weekId}>
            <Select id={weekId} value={week} options={weekOptions(weeks)} onChange={setWeek} style={{ maxWidth: 200 }} />
          </Form.Item>
        )}
        <Form.Item label="Día" style={{ marginBottom: 0 }}>
          <Radio.Group aria-label="Día" value={day} onChange={(event) => setDay(event.target.value as number)} optionType="button" options={dayNumbers.map((value) => ({ value, label: `Día ${value}` }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "Copiar semana": its items, copied over another week's (after saying that week's items are replaced). */
export function CopyWeekDialog({ from, weeks, itemsIn, onCopy, onClose }: { from: number; weeks: number; itemsIn: (week: number) => number; onCopy: (to: number) => void; onClose: () => void }) {
  const [to, setTo] = useState<number>(from === weeks ? 1 : from + 1);
  const toId = useId();
  const replaced = itemsIn(to);
  return (
    <Modal open title={`Copiar la semana ${from}`} okText="Copiar" cancelText="Cancelar" onOk={() => onCopy(to)} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="A la semana" htmlFor={toId} style={{ marginBottom: 8 }}>
          <Select id={toId} value={to} options={weekOptions(weeks, from)} onChange={setTo} style={{ maxWidth: 200 }} />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        {replaced > 0
          ? `La semana ${to} tiene ${replaced === 1 ? '1 elemento' : `${replaced} elementos`}: se reemplaza${replaced === 1 ? '' : 'n'} por los de la semana ${from}.`
          : `La semana ${to} está vacía: recibe una copia de cada día de la semana ${from}.`}
      </Typography.Text>
    </Modal>
  );
}

/** "Editar detalles" of an item: its goal, duration and distance. */
export function EditItemDialog({ name, type, value, onSave, onClose }: { name: string; type: TaskType; value: ItemDetails; onSave: (details: ItemDetails) => void; onClose: () => void }) {
  const [details, setDetails] = useState(value);
  const [errors, setErrors] = useState<ItemDetailErrors>({});
  const save = () => {
    const found = checkItemDetails(details);
    if (hasDetailErrors(found)) setErrors(found);
    else onSave({ ...details, goal: details.goal.trim() });
  };
  return (
    <Modal open title={name} okText="Listo" cancelText="Cancelar" onOk={save} onCancel={onClose} destroyOnHidden>
      <Flex vertical>
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
