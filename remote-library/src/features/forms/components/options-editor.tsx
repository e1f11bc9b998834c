import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { FORM_LIMITS } from '@coach/shared/contracts';
import { useCallback } from 'react';
import { canAddOption, type QuestionDraft } from '../lib/form-draft';
import type { FormAction } from '../lib/form-reducer';
import { MoveButtons, SortableItem, SortableList } from '../../../lib/sortable';

export interface OptionsEditorProps {
  question: QuestionDraft;
  readOnly: boolean;
  dispatch: (action: FormAction) => void;
}

/** The options of a select question: at least two, none empty, none repeated; in the order shown. */
export function OptionsEditor({ question, readOnly, dispatch }: OptionsEditorProps) {
  const ids = question.options.map((option) => option.key);
  const describe = useCallback(
    (id: string) => {
      const index = question.options.findIndex((option) => option.key === id);
      return `la opción ${index + 1} (${question.options[index]?.value || 'vacía'})`;
    },
    [question.options],
  );
  const onMove = (from: number, to: number) => dispatch({ type: 'move-option', questionKey: question.key, from, to });
  return (
    <Flex vertical gap={6}>
      <SortableList ids={ids} describe={describe} onMove={onMove}>
        <ol aria-label="Opciones" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {question.options.map((option, index) => (
            <li key={option.key}>
              <SortableItem id={option.key} handleLabel={`Reordenar la opción ${index + 1}`} disabled={readOnly}>
                {(handle) => (
                  <Flex gap={4} align="center">
                    {handle}
                    <Input
                      aria-label={`Opción ${index + 1}`}
                      value={option.value}
                      maxLength={FORM_LIMITS.optionLength}
                      disabled={readOnly}
                      onChange={(event) => dispatch({ type: 'update-option', questionKey: question.key, optionKey: option.key, value: event.target.value })}
                      style={{ flex: '1 1 auto', minWidth: 0 }}
                    />
                    {!readOnly && (
                      <>
                        <MoveButtons index={index} count={question.options.length} noun={`la opción ${index + 1}`} onMove={onMove} />
                        <Button
                          type="text"
                          size="small"
                          aria-label={`Quitar la opción ${index + 1}`}
                          disabled={question.options.length <= 2}
                          onClick={() => dispatch({ type: 'remove-option', questionKey: question.key, optionKey: option.key })}
                        >
                          <span aria-hidden="true">✕</span>
                        </Button>
                      </>
                    )}
                  </Flex>
                )}
              </SortableItem>
            </li>
          ))}
        </ol>
      </SortableList>
      {!readOnly && (
        <div>
          <Button size="small" disabled={!canAddOption(question)} onClick={() => dispatch({ type: 'add-option', questionKey: question.key })}>
            Agregar opción
          </Button>
        </div>
      )}
    </Flex>
  );
}
