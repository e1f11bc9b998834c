import { useParams } from 'react-router-dom';
import { ProgramEditorScreen } from '../features/programs/components/program-editor-screen';

/** `/programas/nuevo` and `/programas/{id}`: the program's weeks × days, edited and assigned in one screen. */
export default function ProgramEditorPage() {
  const { id } = useParams();
  return <ProgramEditorScreen id={id} />;
}
