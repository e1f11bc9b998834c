import { usePrograms } from '../features/library-list/api/get-programs';
import { programMeta } from '../features/library-list/lib/card-meta';
import { LibraryListPage } from '../features/library-list/components/library-list-page';

/** `/programas`: the trainer's and Coach's programs; a card opens the editor. */
export default function ProgramsPage() {
  return <LibraryListPage kind="programs" useItems={usePrograms} meta={programMeta} />;
}
