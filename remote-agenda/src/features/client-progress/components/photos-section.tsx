import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { EmptyArea } from '@coach/shared/area';
import { useState } from 'react';
import { PhotoCompare, PhotoUploadDialog } from '../../../lib/progress/progress-photos';
import { useProgressPhotos, useUploadProgressPhoto } from '../api/progress-photos';

/** Fotos: the client's progress photos, two dates of a pose side by side; the trainer can add one too. */
export function PhotosSection({ clientId, clientName, clientActive, today }: { clientId: number; clientName: string; clientActive: boolean; today: string }) {
  const photos = useProgressPhotos(clientId);
  const upload = useUploadProgressPhoto(clientId);
  const [adding, setAdding] = useState(false);

  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      {clientActive && (
        <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
          Subir foto
        </Button>
      )}
      {photos.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : photos.isError ? (
        <Flex vertical gap={8} align="flex-start" role="alert">
          <Typography.Text>{`No pudimos cargar las fotos de ${clientName}.`}</Typography.Text>
          <Button onClick={() => void photos.refetch()}>Reintentar</Button>
        </Flex>
      ) : photos.data.items.length === 0 ? (
        <EmptyArea
          title="Todavía no hay fotos"
          description={`${clientName} puede subir fotos de frente, perfil y espalda desde la app; vas a poder compararlas acá, una fecha al lado de otra.`}
        />
      ) : (
        <PhotoCompare photos={photos.data.items} />
      )}
      <PhotoUploadDialog open={adding} today={today} onClose={() => setAdding(false)} upload={(photo) => upload.mutateAsync(photo)} />
    </Flex>
  );
}
