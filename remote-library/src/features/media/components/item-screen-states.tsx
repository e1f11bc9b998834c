import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { StatusMessage } from '@coach/shared';
import { libraryNouns, type LibraryKind } from '@coach/shared/contracts';
import { ButtonLink } from '../../../lib/button-link';
import { kindTexts, notFoundTitle } from '../../../lib/library-kinds';

export { isMissing as isNotFound } from '../../../lib/api/retry-unless-missing';

/** "No encontramos este ejercicio", with the way back to the list. */
export function ItemNotFound({ kind }: { kind: LibraryKind }) {
  const texts = kindTexts[kind];
  return (
    <StatusMessage
      title={notFoundTitle(kind)}
      description="Puede que el enlace esté incompleto o que ya no exista."
      actions={<ButtonLink to={texts.listPath}>{`Volver a ${texts.title}`}</ButtonLink>}
    />
  );
}

/** A load that failed for another reason: try again. */
export function ItemLoadFailed({ kind, onRetry }: { kind: LibraryKind; onRetry: () => void }) {
  return (
    <StatusMessage
      title={`No pudimos abrir ${libraryNouns[kind].the}`}
      description="Revisá tu conexión e intentá de nuevo."
      actions={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

export function ItemSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} style={{ padding: 'clamp(16px, 4vw, 24px)', maxWidth: 820 }}>
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 6 }} />
    </div>
  );
}
