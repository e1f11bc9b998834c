import { toast } from '@coach/shared';
import { libraryToasts } from '@coach/shared/contracts';
import { useNavigate } from 'react-router-dom';
import { duplicatedState } from './duplicated-notice';
import { kindTexts } from './library-kinds';
import { permissionRefusal } from './permission-refusal';

interface Saved {
  id: number;
  name: string;
}

/** What the actions need of a React Query mutation: its `mutate`, with per-call callbacks. */
interface Mutation<Variables, Data> {
  mutate: (variables: Variables, options: { onSuccess?: (data: Data) => void; onError?: (error: unknown) => void }) => void;
}

export interface DocumentActionsOptions<Body, Errors> {
  kind: 'workouts' | 'forms' | 'programs';
  /** The saved item, or undefined while it is new. */
  item: Saved | undefined;
  create: Mutation<Body, Saved>;
  update: Mutation<{ id: number; changes: Body }, Saved>;
  duplicate: Mutation<number, Saved>;
  remove: Mutation<number, unknown>;
  /** The field errors of a refused save (400, 409), to show in place; null when it has none. */
  fieldErrorsOf: (error: unknown, creating: boolean) => Errors | null | undefined;
  onFieldErrors: (errors: Errors) => void;
  /** After a save went through (the editor records what is saved now). */
  onSaved: () => void;
  /** After a delete went through or failed (the editor closes its confirmation). */
  onDeleteSettled: () => void;
  /** Lets the next navigation through the unsaved-changes guard. */
  allowNextNavigation: () => void;
}


/**
 * Save (create, then the item's address; or update), duplicate (then the copy) and delete (then the
 * list) of the documents edited whole — workouts and forms — with the toasts of SPEC.md section 8.
 */
export function useDocumentActions<Body, Errors>(options: DocumentActionsOptions<Body, Errors>) {
  const navigate = useNavigate();
  const { kind, item } = options;
  const texts = kindTexts[kind];

  const save = (body: Body) => {
    const onError = (error: unknown) => {
      const fieldErrors = options.fieldErrorsOf(error, !item);
      if (fieldErrors) options.onFieldErrors(fieldErrors);
      const fallback = item ? libraryToasts.updateFailed(kind) : libraryToasts.createFailed(kind);
      toast.error(permissionRefusal(error) ?? fallback, fieldErrors ? 'Revisá los campos marcados.' : undefined);
    };
    if (!item) {
      options.create.mutate(body, {
        onSuccess: (created) => {
          options.onSaved();
          toast.success(libraryToasts.created(kind));
          options.allowNextNavigation();
          void navigate(texts.itemPath(created.id), { replace: true });
        },
        onError,
      });
      return;
    }
    options.update.mutate(
      { id: item.id, changes: body },
      {
        onSuccess: () => {
          options.onSaved();
          toast.success(libraryToasts.updated(kind));
        },
        onError,
      },
    );
  };

  const duplicate = () => {
    if (!item) return;
    options.duplicate.mutate(item.id, {
      onSuccess: (copy) => {
        toast.success(libraryToasts.duplicated(copy.name), libraryToasts.duplicatedSaved(kind));
        void navigate(texts.itemPath(copy.id), { state: duplicatedState(item.name) });
      },
      onError: () => toast.error(libraryToasts.duplicateFailed(kind)),
    });
  };

  const remove = () => {
    if (!item) return;
    options.remove.mutate(item.id, {
      onSuccess: () => {
        options.onDeleteSettled();
        toast.success(libraryToasts.deleted(kind));
        options.allowNextNavigation();
        void navigate(texts.listPath);
      },
      onError: (error) => {
        options.onDeleteSettled();
        toast.error(permissionRefusal(error) ?? libraryToasts.deleteFailed(kind));
      },
    });
  };

  return { save, duplicate, remove };
}
