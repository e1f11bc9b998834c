import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { ApiError, fieldErrorsFor, formatDecimal, useToast } from '@coach/shared';
import type { ClientAppProfile } from '@coach/shared/contracts';
import { useEffect } from 'react';
import { useUpdateProfile, type ProfileUpdate } from '../api/update-profile';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  weightKg: string;
  heightCm: string;
}

const valuesOf = (profile: ClientAppProfile): ProfileValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  // As the business's country writes them ("72,5", "72.5" in Mexico); the contract reads either sign back.
  weightKg: formatDecimal(profile.weightKg, { grouping: false }),
  heightCm: formatDecimal(profile.heightCm, { grouping: false }),
});

const FIELDS = ['firstName', 'lastName', 'phone', 'weightKg', 'heightCm'] as const;

/** Name, phone, weight and height: what the client keeps up to date for their trainer. */
export function ProfileForm({ profile }: { profile: ClientAppProfile }) {
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const toast = useToast();
  useEffect(() => form.setFieldsValue(valuesOf(profile)), [form, profile]);

  const onFinish = async (values: ProfileValues) => {
    const body: ProfileUpdate = { ...values, phone: values.phone || null, weightKg: values.weightKg || null, heightCm: values.heightCm || null };
    try {
      await update.mutateAsync(body);
      toast.success('Tus datos se guardaron');
    } catch (error) {
      const fields = fieldErrorsFor(error, FIELDS);
      form.setFields(fields);
      if (fields.length === 0) toast.error('No se pudieron guardar tus datos', error instanceof ApiError ? error.message : 'Revisá tu conexión e intentá de nuevo.');
    }
  };

  return (
    <Form<ProfileValues> form={form} layout="vertical" requiredMark={false} noValidate onFinish={onFinish} initialValues={valuesOf(profile)}>
      <Form.Item label="Nombre" name="firstName" rules={[{ required: true, whitespace: true, message: 'El nombre es requerido' }]}>
        <Input autoComplete="given-name" maxLength={80} />
      </Form.Item>
      <Form.Item label="Apellido" name="lastName" rules={[{ required: true, whitespace: true, message: 'El apellido es requerido' }]}>
        <Input autoComplete="family-name" maxLength={80} />
      </Form.Item>
      <Form.Item label="Teléfono" name="phone">
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={15} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
        <Form.Item label="Peso (kg)" name="weightKg">
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item label="Altura (cm)" name="heightCm">
          <Input inputMode="decimal" />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={update.isPending}>
        Guardar
      </Button>
    </Form>
  );
}
