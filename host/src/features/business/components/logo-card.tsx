import { PhotoPicker } from '@coach/shared/account-forms';
import Avatar from 'antd/es/avatar';
import { ShopOutlined } from '@ant-design/icons';
import { useDeleteLogo, useUploadLogo } from '../api/business-logo';

/** The business's logo: shown in the client app and on receipts. */
export function LogoCard({ logo, name }: { logo: string | null; name: string }) {
  return (
    <PhotoPicker
      kind="logo"
      avatar={<Avatar shape="square" size={88} src={logo ?? undefined} icon={logo ? undefined : <ShopOutlined aria-hidden />} alt={`Logo de ${name}`} />}
      image={logo}
      upload={useUploadLogo()}
      remove={useDeleteLogo()}
    />
  );
}
