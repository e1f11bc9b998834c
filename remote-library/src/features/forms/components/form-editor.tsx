import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { AreaPage, Panel, useRevealFirstError } from '@coach/shared/area';
import { MAX_NAME_LENGTH } from '@coach/shared';
import { libraryMessages, type Form as FormDocument } from '@coach/shared/contracts';
import { useCallback, useId, useMemo, useReducer, useState } from 'react';
import { useCreateForm } from '../api/create-form';
import { useDeleteForm } from '../api/delete-form';
import { useDuplicateForm } from '../api/duplicate-form';
import { useUpdateForm } from '../api/update-form';
import { canAddQuestion, draftFromForm, emptyFormDraft, formRequest, formSignature } from '../lib/form-draft';
import { formServerErrors, liveErrors, questionErrors, validateFormDraft, type ErrorMap } from '../lib/form-errors';
import { formReducer, type FormAction } from '../lib/form-reducer';
import { othersItemNote, useCanChange } from '../../../lib/can-change';
import { DuplicatedNotice } from '../../../lib/duplicated-notice';
import { useDocumentActions } from '../../../lib/use-document-actions';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { AddQuestionMenu } from './add-question-menu';
import { FieldErrors } from './field-errors';
import { FormPreview } from './form-preview';
import { QuestionCard } from './question-card';
import { SortableList } from '../../../lib/sortable';

export interface FormEditorProps {
  /** The saved form, or undefined for a new one. */
  form?: FormDocument;
}

type View = 'edit' | 'preview';

/** `/formularios/nuevo` and `/formularios/{id}`: the questions, edited beside a live preview, saved whole. */
export function FormEditor({ form }: FormEditorProps) {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const initial = useMemo(() => (form ? draftFromForm(form) : emptyFormDraft()), [form]);
  const [draft, rawDispatch] = useReducer(formReducer, initial);
  const [saved, setSaved] = useState(() => formSignature(initial));
  const revealFirstError = useRevealFirstError();
  const [attempted, setAttempted] = useState(false);
  const [fromServer, setFromServer] = useState<ErrorMap>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [view, setView] = useState<View>('edit');
  const [added, setAdded] = useState(false);
  const nameId = useId();
  const descriptionId = useId();

  const create = useCreateForm();
  const update = useUpdateForm();
  const remove = useDeleteForm();
  const duplicate = useDuplicateForm();

  const canChange = useCanChange();
  // A Coach item, or (for an Entrenador) another member's: shown, duplicated, never saved or deleted.
  const readOnly = form !== undefined && !canChange(form);
  const fromProduct = form?.source === 'product';
  const dirty = !readOnly && formSignature(draft) !== saved;
  const { dialog: leaveDialog, allowNextNavigation } = useUnsavedChanges(dirty);

  const dispatch = useCallback((action: FormAction) => {
    setFromServer({});
    rawDispatch(action);
  }, []);

  // Constraints (min above max, options) are checked while typing; the rest after a first try to save.
  const errors = useMemo<ErrorMap>(() => {
    const all = validateFormDraft(draft);
    return { ...liveErrors(draft, all), ...(attempted ? all : {}), ...fromServer };
  }, [attempted, draft, fromServer]);

  const documentActions = useDocumentActions({
    kind: 'forms',
    item: form,
    create,
    update,
    duplicate,
    remove,
    fieldErrorsOf: formServerErrors,
    onFieldErrors: (fieldErrors) => {
      setFromServer(fieldErrors);
      revealFirstError();
    },
    onSaved: () => setSaved(formSignature(draft)),
    onDeleteSettled: () => setConfirmDelete(false),
    allowNextNavigation,
  });

  const save = () => {
    setAttempted(true);
    if (Object.keys(validateFormDraft(draft)).length > 0) {
      setView('edit');
      revealFirstError();
      return;
    }
    documentActions.save(formRequest(draft));
  };
  const onDuplicate = documentActions.duplicate;
  const onDelete = documentActions.remove;

  const questionIds = draft.questions.map((question) => question.key);
  const describeQuestion = useCallback(
    (id: string) => {
      const index = draft.questions.findIndex((question) => question.key === id);
      const title = draft.questions[index]?.title.trim();
      return title ? `la pregunta ${index + 1}, ${title}` : `la pregunta ${index + 1}`;
    },
    [draft.questions],
  );
  const nameErrors = errors.name ?? [];

  const actions = (
    <>
      {form && (
        <Button onClick={onDuplicate} loading={duplicate.isPending}>
          Duplicar
        </Button>
      )}
      {form && !readOnly && (
        <Button danger onClick={() => setConfirmDelete(true)}>
          Eliminar
        </Button>
      )}
      {!readOnly && (
        <Button type="primary" onClick={save} loading={create.isPending || update.isPending} disabled={Boolean(form) && !dirty}>
          {form ? 'Guardar cambios' : 'Crear formulario'}
        </Button>
      )}
    </>
  );

  const editor = (
    <Form layout="vertical" component={false}>
      <Flex vertical gap={16} style={{ minWidth: 0 }}>
        {readOnly ? (
          <>
            <Alert
              type="info"
              showIcon
              title={libraryMessages.cannotEdit('forms')}
              description={fromProduct ? 'Es un formulario de la biblioteca de Coach. Duplicalo para tener una copia tuya que puedas cambiar.' : othersItemNote}
            />
            {fromProduct && (
              <div>
                <Tag>Coach</Tag>
              </div>
            )}
          </>
        ) : (
          <>
            {form && <DuplicatedNotice kind="forms" />}
            <Form.Item
              label="Nombre"
              htmlFor={nameId}
              required
              validateStatus={nameErrors.length > 0 ? 'error' : undefined}
              help={nameErrors.length > 0 ? nameErrors.join(' ') : undefined}
              style={{ margin: 0 }}
            >
              <Input
                id={nameId}
                value={draft.name}
                maxLength={MAX_NAME_LENGTH}
                showCount
                placeholder="Por ejemplo: Check-in semanal"
                aria-invalid={nameErrors.length > 0}
                onChange={(event) => dispatch({ type: 'set-field', field: 'name', value: event.target.value })}
              />
            </Form.Item>
            <Form.Item label="Descripción (opcional)" htmlFor={descriptionId} style={{ margin: 0 }}>
              <Input.TextArea
                id={descriptionId}
                value={draft.description}
                rows={2}
                onChange={(event) => dispatch({ type: 'set-field', field: 'description', value: event.target.value })}
              />
            </Form.Item>
          </>
        )}
        <FieldErrors messages={errors.questions ?? []} />
        <SortableList ids={questionIds} describe={describeQuestion} onMove={(from, to) => dispatch({ type: 'move-question', from, to })}>
          <div style={{ display: 'grid', gap: 12 }}>
            {draft.questions.map((question, index) => (
              <QuestionCard
                key={question.key}
                question={question}
                index={index}
                count={draft.questions.length}
                errors={questionErrors(errors, index)}
                readOnly={readOnly}
                dispatch={dispatch}
                autoFocus={added && index === draft.questions.length - 1}
              />
            ))}
          </div>
        </SortableList>
        {!readOnly && (
          <div>
            <AddQuestionMenu disabled={!canAddQuestion(draft)} onAdd={(questionType) => {
                setAdded(true);
                dispatch({ type: 'add-question', questionType });
              }} />
          </div>
        )}
        {dirty && (
          <Typography.Text type="secondary" aria-live="polite">
            Tenés cambios sin guardar.
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
  const preview = (
    <Panel title="Vista previa">
      <FormPreview draft={draft} />
    </Panel>
  );

  return (
    <AreaPage title={form ? form.name : 'Nuevo formulario'} subtitle={form ? undefined : 'Armá las preguntas y mirá cómo las va a ver tu cliente.'} actions={actions}>
      {wide ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 24, alignItems: 'start' }}>
          {editor}
          <div style={{ position: 'sticky', top: 16 }}>{preview}</div>
        </div>
      ) : (
        <Flex vertical gap={16}>
          <Radio.Group
            aria-label="Qué mostrar"
            optionType="button"
            buttonStyle="solid"
            value={view}
            onChange={(event) => setView(event.target.value as View)}
            options={[
              { value: 'edit', label: 'Editar' },
              { value: 'preview', label: 'Vista previa' },
            ]}
          />
          {/* Both stay mounted: switching views keeps what the preview's inputs hold. */}
          <div hidden={view !== 'edit'}>{editor}</div>
          <div hidden={view !== 'preview'}>{preview}</div>
        </Flex>
      )}
      <Modal
        open={confirmDelete}
        title="¿Eliminar este formulario?"
        okText="Eliminar"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setConfirmDelete(false)}
        onOk={onDelete}
      >
        Sale de tu biblioteca. Las respuestas que tus clientes ya enviaron se siguen pudiendo leer.
      </Modal>
      {leaveDialog}
    </AreaPage>
  );
}
