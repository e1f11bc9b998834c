import Skeleton from 'antd/es/skeleton';

/** The pending placeholder of SPEC.md section 2: four tall grey blocks. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Cargando" aria-busy="true" data-testid="page-skeleton" style={{ display: 'grid', gap: 16, padding: 24 }}>
      {[0, 1, 2, 3].map((block) => (
        <Skeleton.Node key={block} active style={{ width: '100%', height: 120 }} />
      ))}
    </div>
  );
}
