import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { questionTypeLabels, questionTypes, type QuestionType } from '@coach/shared/contracts';

const items = questionTypes.map((type) => ({ key: type, label: questionTypeLabels[type] }));

/** "Agregar pregunta": a menu of the six question types. */
export function AddQuestionMenu({ onAdd, disabled }: { onAdd: (type: QuestionType) => void; disabled?: boolean }) {
  return (
    <Dropdown trigger={['click']} disabled={disabled} menu={{ items, onClick: ({ key }) => onAdd(key as QuestionType) }}>
      <Button type="dashed">Agregar pregunta</Button>
    </Dropdown>
  );
}
