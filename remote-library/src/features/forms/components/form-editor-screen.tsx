import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { AreaPage } from '@coach/shared/area';
import { StatusMessage, isApiError, paths } from '@coach/shared';
import { Link } from 'react-router-dom';
import { useFormDocument } from '../api/get-form';
import { FormEditor } from './form-editor';

const toId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function NotFound() {
  return (
    <AreaPage title="Formulario">
      <StatusMessage
        title="No encontramos este formulario"
        description="Puede que el enlace esté mal escrito o que el formulario ya no esté en tu biblioteca."
        actions={
          <Link to={paths.forms}>
            <Button type="primary" tabIndex={-1}>
              Volver a formularios
            </Button>
          </Link>
        }
      />
    </AreaPage>
  );
}

/** The form builder for `:id` (a saved form) or for a new one (no id). */
export function FormEditorScreen({ id }: { id: string | undefined }) {
  if (id === undefined) return <FormEditor />;
  const formId = toId(id);
  if (formId === null) return <NotFound />;
  return <SavedFormEditor id={formId} />;
}

function SavedFormEditor({ id }: { id: number }) {
  const form = useFormDocument(id);
  if (form.isPending) {
    return (
      <AreaPage title="Formulario">
        <div aria-busy="true" aria-label="Cargando formulario">
          <Skeleton active paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </AreaPage>
    );
  }
  if (form.isError) {
    if (isApiError(form.error) && form.error.status === 404) return <NotFound />;
    return (
      <AreaPage title="Formulario">
        <StatusMessage
          title="No pudimos cargar este formulario"
          description="Revisá tu conexión e intentá de nuevo."
          actions={
            <Button type="primary" onClick={() => void form.refetch()}>
              Reintentar
            </Button>
          }
        />
      </AreaPage>
    );
  }
  // A new key per form: going to a copy starts a fresh draft.
  return <FormEditor key={form.data.id} form={form.data} />;
}
