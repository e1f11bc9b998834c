import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';

/** One figure that could not be loaded or computed: says which, and offers to try again. */
export function FigureError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Flex vertical gap={8} align="flex-start" data-testid="figure-error">
      <Typography.Text type="danger">No pudimos cargar {what}.</Typography.Text>
      <Button size="small" onClick={onRetry} aria-label={`Reintentar: ${what}`}>
        Reintentar
      </Button>
    </Flex>
  );
}

/** A figure on its way: a grey block the size of what comes. */
export function FigureSkeleton({ height }: { height: number }) {
  return (
    <div aria-busy="true" aria-label="Cargando" style={{ width: '100%' }}>
      <Skeleton.Node active style={{ width: '100%', height }} />
    </div>
  );
}
