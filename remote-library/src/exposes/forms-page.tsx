import { useForms } from '../features/library-list/api/get-forms';
import { formMeta } from '../features/library-list/lib/card-meta';
import { LibraryListPage } from '../features/library-list/components/library-list-page';

/** `/formularios`: the trainer's and Coach's forms; a card opens the builder. */
export default function FormsPage() {
  return <LibraryListPage kind="forms" useItems={useForms} meta={formMeta} />;
}
