import {
  fieldErrorsFor,
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  genderOptions,
  roleLabels,
  rules,
  todayIn,
  useBusinessSettings,
  useToast,
  validationMessages as m,
  type MeResponse,
  type WebRole,
} from '@coach/shared';
import { DateField } from '@coach/shared/date-field';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import { useUpdateProfile } from '../api/update-profile';
import { EmailField } from './email-field';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  birthDate: string;
  gender: 'Femenino' | 'Masculino' | '';
  address: string;
}

const FIELDS = ['firstName', 'lastName', 'phone', 'birthDate', 'gender', 'address'] as const;

/** The profile's own fields. The email is not one of them: it changes through its own dialog (EmailField). */
export function ProfileForm({ profile }: { profile: MeResponse }) {
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const toast = useToast();
  // A birth date cannot be after today as the business's calendar reads it (not UTC's, not the browser's).
  const { timeZone } = useBusinessSettings();

  const submit = (values: ProfileValues) =>
    update.mutate(
      { ...values, gender: values.gender || null },
      {
        onSuccess: () => toast.success('Perfil actualizado', 'Tus datos se guardaron.'),
        onError: (error) => {
          form.setFields(fieldErrorsFor(error, FIELDS));
          toast.error('No pudimos guardar tus datos', 'Revisá los campos marcados e intentá de nuevo.');
        },
      },
    );

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      name="profile"
      requiredMark={false}
      disabled={update.isPending}
      onFinish={submit}
      initialValues={{
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone ?? '',
        birthDate: profile.birthDate ?? '',
        gender: profile.gender ?? '',
        address: profile.address ?? '',
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Nombre" name="firstName" rules={[rules.required(m.firstNameRequired), rules.maxName]}>
            <Input maxLength={MAX_NAME_LENGTH} autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Apellido" name="lastName" rules={[rules.required(m.lastNameRequired), rules.maxName]}>
            <Input maxLength={MAX_NAME_LENGTH} autoComplete="family-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <EmailField email={profile.email} pendingEmail={profile.pendingEmail} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Teléfono" name="phone" rules={rules.optionalPhone}>
            <Input maxLength={MAX_PHONE_LENGTH} inputMode="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Fecha de nacimiento" name="birthDate">
            <DateField max={todayIn(timeZone) || undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Género" name="gender">
            <Radio.Group
              options={[...genderOptions]}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Dirección" name="address" rules={[rules.freeText, { max: MAX_ADDRESS_LENGTH, message: m.maxLength(MAX_ADDRESS_LENGTH) }]}>
            <Input maxLength={MAX_ADDRESS_LENGTH} autoComplete="street-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Rol" htmlFor="profile-role">
            <Input id="profile-role" value={roleLabels[profile.role as WebRole] ?? profile.role} readOnly aria-readonly />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Guardar cambios
      </Button>
    </Form>
  );
}
