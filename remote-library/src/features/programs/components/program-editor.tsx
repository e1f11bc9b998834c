import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { AreaPage, useRevealFirstError } from '@coach/shared/area';
import { MAX_NAME_LENGTH } from '@coach/shared';
import { libraryMessages, PROGRAM_LIMITS, type Program, type ProgramCreateRequest } from '@coach/shared/contracts';
import { useCallback, useId, useMemo, useReducer, useState } from 'react';
import { othersItemNote, useCanChange } from '../../../lib/can-change';
import { DuplicatedNotice } from '../../../lib/duplicated-notice';
import { useDocumentActions } from '../../../lib/use-document-actions';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateProgram } from '../api/create-program';
import { useDeleteProgram } from '../api/delete-program';
import { useDuplicateProgram } from '../api/duplicate-program';
import { useUpdateProgram } from '../api/update-program';
import { emptyProgramDraft, weekItemCount, type ProgramDraft } from '../lib/program-draft';
import { hasProgramErrors, programServerErrors, validateProgramDraft, type ProgramErrors } from '../lib/program-errors';
import { programReducer, type ProgramAction } from '../lib/program-reducer';
import { draftFromProgram, programRequest, programSignature } from '../lib/program-request';
import { AssignProgramDialog } from './assign-program-dialog';
import { ProgramGrid } from './program-grid';

export interface ProgramEditorProps {
  /** The saved program, or undefined for a new one. */
  program?: Program;
}

type Body = ProgramCreateRequest & { applyToActive?: boolean };

/** Weeks after the program's last that still hold items in the draft ("5 y 6"): not saved while it lasts fewer weeks. */
function hiddenWeeks(draft: ProgramDraft): number[] {
  const weeks: number[] = [];
  for (let week = draft.weeks + 1; week <= PROGRAM_LIMITS.weeks; week += 1) if (weekItemCount(draft, week) > 0) weeks.push(week);
  return weeks;
}

/** `/programas/nuevo` and `/programas/{id}`: name, description, weeks and the weeks × days grid, saved whole; and "Asignar". */
export function ProgramEditor({ program }: ProgramEditorProps) {
  const screens = Grid.useBreakpoint();
  // Seven columns need the room of a wide window beside the sidebar.
  const narrow = screens.xl !== true;
  const initial = useMemo(() => (program ? draftFromProgram(program) : emptyProgramDraft()), [program]);
  const [draft, rawDispatch] = useReducer(programReducer, initial);
  const [saved, setSaved] = useState(() => programSignature(initial));
  const revealFirstError = useRevealFirstError();
  const [attempted, setAttempted] = useState(false);
  const [fromServer, setFromServer] = useState<ProgramErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [askApply, setAskApply] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const ids = { name: useId(), description: useId(), weeks: useId() };

  const create = useCreateProgram();
  const update = useUpdateProgram();
  const remove = useDeleteProgram();
  const duplicate = useDuplicateProgram();

  const canChange = useCanChange();
  // A Coach item, or (for an Entrenador) another member's: shown, duplicated, never saved or deleted.
  const readOnly = program !== undefined && !canChange(program);
  const fromProduct = program?.source === 'product';
  const dirty = !readOnly && programSignature(draft) !== saved;
  const { dialog: leaveDialog, allowNextNavigation } = useUnsavedChanges(dirty);

  const dispatch = useCallback((action: ProgramAction) => {
    setFromServer({});
    rawDispatch(action);
  }, []);

  const errors = useMemo<ProgramErrors>(() => ({ ...(attempted ? validateProgramDraft(draft) : {}), ...fromServer }), [attempted, draft, fromServer]);

  const documentActions = useDocumentActions<Body, ProgramErrors>({
    kind: 'programs',
    item: program,
    create,
    update,
    duplicate,
    remove,
    fieldErrorsOf: programServerErrors,
    onFieldErrors: (fieldErrors) => {
      setFromServer(fieldErrors);
      revealFirstError();
    },
    onSaved: () => {
      setSaved(programSignature(draft));
      setAskApply(false);
    },
    onDeleteSettled: () => setConfirmDelete(false),
    allowNextNavigation,
  });

  const save = () => {
    setAttempted(true);
    if (hasProgramErrors(validateProgramDraft(draft))) {
      revealFirstError();
      return;
    }
    // Assignments already made keep their tasks unless the trainer chooses otherwise.
    if (program && program.activeAssignmentCount > 0) setAskApply(true);
    else documentActions.save(programRequest(draft));
  };
  const saveApplying = (applyToActive: boolean) => documentActions.save({ ...programRequest(draft), applyToActive });

  const fieldStatus = (field: keyof ProgramErrors) => {
    const messages = errors[field] ?? [];
    return messages.length > 0 ? { validateStatus: 'error' as const, help: messages.join(' ') } : {};
  };
  const hidden = hiddenWeeks(draft);
  const active = program?.activeAssignmentCount ?? 0;

  const actions = (
    <>
      {program && <Button onClick={() => setAssigning(true)}>Asignar</Button>}
      {program && (
        <Button onClick={documentActions.duplicate} loading={duplicate.isPending}>
          Duplicar
        </Button>
      )}
      {program && !readOnly && (
        <Button danger onClick={() => setConfirmDelete(true)}>
          Eliminar
        </Button>
      )}
      {!readOnly && (
        <Button type="primary" onClick={save} loading={create.isPending || update.isPending} disabled={Boolean(program) && !dirty}>
          {program ? 'Guardar cambios' : 'Crear programa'}
        </Button>
      )}
    </>
  );

  return (
    <AreaPage
      title={program ? program.name : 'Nuevo programa'}
      subtitle={program ? undefined : 'Armá las semanas con rutinas, actividades y formularios, y asignalo a tus clientes desde una fecha.'}
      actions={actions}
    >
      <Flex vertical gap={16} style={{ minWidth: 0 }}>
        {readOnly ? (
          <>
            <Alert
              type="info"
              showIcon
              title={libraryMessages.cannotEdit('programs')}
              description={fromProduct ? 'Es un programa de la biblioteca de Coach. Podés asignarlo tal cual, o duplicarlo para tener una copia tuya que puedas cambiar.' : othersItemNote}
            />
            {fromProduct && (
              <div>
                <Tag>Coach</Tag>
              </div>
            )}
            {program?.description && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{program.description}</Typography.Paragraph>}
          </>
        ) : (
          <Form layout="vertical" component="div">
            {program && <DuplicatedNotice kind="programs" />}
            <Form.Item label="Nombre" htmlFor={ids.name} required {...fieldStatus('name')}>
              <Input
                id={ids.name}
                value={draft.name}
                maxLength={MAX_NAME_LENGTH}
                showCount
                placeholder="Por ejemplo: Fuerza 12 semanas"
                aria-invalid={(errors.name ?? []).length > 0}
                onChange={(event) => dispatch({ type: 'set-field', field: 'name', value: event.target.value })}
              />
            </Form.Item>
            <Form.Item label="Descripción (opcional)" htmlFor={ids.description} {...fieldStatus('description')}>
              <Input.TextArea
                id={ids.description}
                value={draft.description}
                rows={2}
                onChange={(event) => dispatch({ type: 'set-field', field: 'description', value: event.target.value })}
              />
            </Form.Item>
            <Form.Item
              label="Semanas"
              htmlFor={ids.weeks}
              required
              extra={
                hidden.length > 0
                  ? `${hidden.length === 1 ? `La semana ${hidden[0]} tiene` : `Las semanas ${hidden.join(', ')} tienen`} elementos que no se guardan mientras el programa dure ${draft.weeks} ${draft.weeks === 1 ? 'semana' : 'semanas'}.`
                  : `De 1 a ${PROGRAM_LIMITS.weeks}.`
              }
              style={{ marginBottom: 0 }}
              {...fieldStatus('weeks')}
            >
              <InputNumber
                id={ids.weeks}
                min={1}
                max={PROGRAM_LIMITS.weeks}
                precision={0}
                value={draft.weeks}
                onChange={(value) => typeof value === 'number' && dispatch({ type: 'set-weeks', weeks: Math.min(PROGRAM_LIMITS.weeks, Math.max(1, Math.round(value))) })}
                style={{ width: 120 }}
              />
            </Form.Item>
          </Form>
        )}
        {(errors.days ?? []).length > 0 && (
          <div role="alert">
            <Typography.Text type="danger">{(errors.days ?? []).join(' ')}</Typography.Text>
          </div>
        )}
        <ProgramGrid draft={draft} dispatch={dispatch} readOnly={readOnly} narrow={narrow} />
        {dirty && (
          <Typography.Text type="secondary" aria-live="polite">
            Tenés cambios sin guardar.
          </Typography.Text>
        )}
      </Flex>
      <Modal
        open={confirmDelete}
        title="¿Eliminar este programa?"
        okText="Eliminar"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onCancel={() => setConfirmDelete(false)}
        onOk={documentActions.remove}
      >
        Sale de tu biblioteca. Los clientes que ya lo tienen asignado conservan sus tareas.
      </Modal>
      <Modal
        open={askApply}
        title="¿Aplicar los cambios a las asignaciones activas?"
        onCancel={() => setAskApply(false)}
        footer={
          <Flex justify="flex-end" gap={8} wrap>
            <Button onClick={() => setAskApply(false)}>Cancelar</Button>
            <Button onClick={() => saveApplying(false)} loading={update.isPending}>
              Guardar sin aplicar
            </Button>
            <Button type="primary" onClick={() => saveApplying(true)} loading={update.isPending}>
              Aplicar a las asignaciones activas
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph>
          {`Este programa tiene ${active === 1 ? '1 asignación activa' : `${active} asignaciones activas`}. Si aplicás los cambios, se actualizan los días que todavía no llegaron; lo que tus clientes ya registraron no cambia.`}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ margin: 0 }}>Si no, los cambios valen solo para las próximas asignaciones.</Typography.Paragraph>
      </Modal>
      {assigning && program && <AssignProgramDialog program={program} unsavedChanges={dirty} onClose={() => setAssigning(false)} />}
      {leaveDialog}
    </AreaPage>
  );
}
