import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { AreaPage } from '@coach/shared/area';
import { StatusMessage, isApiError, paths } from '@coach/shared';
import { Link } from 'react-router-dom';
import { useProgram } from '../api/get-program';
import { ProgramEditor } from './program-editor';

const toId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function NotFound() {
  return (
    <AreaPage title="Programa">
      <StatusMessage
        title="No encontramos este programa"
        description="Puede que el enlace esté mal escrito o que el programa ya no esté en tu biblioteca."
        actions={
          <Link to={paths.programs}>
            <Button type="primary" tabIndex={-1}>
              Volver a programas
            </Button>
          </Link>
        }
      />
    </AreaPage>
  );
}

/** The program editor for `:id` (a saved program) or for a new one (no id). */
export function ProgramEditorScreen({ id }: { id: string | undefined }) {
  if (id === undefined) return <ProgramEditor />;
  const programId = toId(id);
  if (programId === null) return <NotFound />;
  return <SavedProgramEditor id={programId} />;
}

function SavedProgramEditor({ id }: { id: number }) {
  const program = useProgram(id);
  if (program.isPending) {
    return (
      <AreaPage title="Programa">
        <div aria-busy="true" aria-label="Cargando programa">
          <Skeleton active paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </AreaPage>
    );
  }
  if (program.isError) {
    if (isApiError(program.error) && program.error.status === 404) return <NotFound />;
    return (
      <AreaPage title="Programa">
        <StatusMessage
          title="No pudimos cargar este programa"
          description="Revisá tu conexión e intentá de nuevo."
          actions={
            <Button type="primary" onClick={() => void program.refetch()}>
              Reintentar
            </Button>
          }
        />
      </AreaPage>
    );
  }
  // A new key per program: going to a copy starts a fresh draft.
  return <ProgramEditor key={program.data.id} program={program.data} />;
}
