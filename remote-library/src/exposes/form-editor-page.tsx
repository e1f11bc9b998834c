import { useParams } from 'react-router-dom';
import { FormEditorScreen } from '../features/forms/components/form-editor-screen';

/** `/formularios/nuevo` and `/formularios/{id}`: the form's detail and builder in one. */
export default function FormEditorPage() {
  const { id } = useParams();
  return <FormEditorScreen id={id} />;
}
