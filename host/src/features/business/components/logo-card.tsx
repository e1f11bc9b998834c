import { PhotoPicker } from '@coach/shared/account-forms';
import Avatar from 'antd/es/avatar';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { ShopOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useDeleteLogo, useUploadLogo } from '../api/business-logo';

export interface LogoCardProps {
  logo: string | null;
  name: string;
  /** Shown only, without "Subir" / "Quitar" (an Entrenador: the API answers them 403). */
  readOnly?: boolean;
}

/** The business's logo: shown in the client app and on receipts. */
export function LogoCard({ logo, name, readOnly = false }: LogoCardProps) {
  const avatar = <Avatar shape="square" size={88} src={logo ?? undefined} icon={logo ? undefined : <ShopOutlined aria-hidden />} alt={`Logo de ${name}`} />;
  if (readOnly) {
    return (
      <Flex align="center" gap={20} wrap>
        {avatar}
        {!logo && <Typography.Text type="secondary">El negocio todavía no tiene logo.</Typography.Text>}
      </Flex>
    );
  }
  return <LogoPicker avatar={avatar} logo={logo} />;
}

/** The upload and remove hooks only where they can be used. */
function LogoPicker({ avatar, logo }: { avatar: ReactNode; logo: string | null }) {
  return <PhotoPicker kind="logo" avatar={avatar} image={logo} upload={useUploadLogo()} remove={useDeleteLogo()} />;
}
