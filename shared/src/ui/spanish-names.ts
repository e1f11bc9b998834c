/**
 * What antd and its icons say to a screen reader in English, with no locale key to change it:
 * every icon is a picture named after itself ("calendar", "down", "close-circle", "star"), InputNumber's
 * arrows are "Increase Value" and "Decrease Value", Select's clear button is "Clear". Made Spanish or
 * hidden here, once for every app (the providers of the host and the client app start it; the remotes
 * render inside them), whatever screen or antd component rendered them:
 *
 * - An icon that still carries the name antd's icons give it (its own name: `anticon-down` named
 *   "down") is decorative: hidden from assistive technology. An icon a screen named on purpose
 *   (`aria-label="Más pestañas"`) keeps its name.
 * - A control that the icon was the only name of gets a Spanish one: its title or its parent's (antd's
 *   pagination: "Página anterior"), or the icon's word ("Cerrar", "Limpiar"; a rating's star: "3
 *   estrellas"). Where there is no word, the icon keeps its name: a control is never left unnamed.
 * - InputNumber's arrows are for the mouse only (not focusable; the field itself is a spinbutton that
 *   steps with the arrow keys): hidden.
 * - Select's "Clear" is "Limpiar" (the word antd's Spanish locale uses for the date pickers').
 *
 * Screens still hide their own icons (`aria-hidden`) and name their icon buttons: this catches what antd
 * draws inside its components. No React here: it watches the page's DOM (antd's internals are out of
 * reach of props), one pass over what each render adds.
 */

/** The word for an icon-only control, by the icon's name; a rating's star says which. */
const ICON_WORDS: Record<string, string | ((control: Element) => string)> = {
  close: 'Cerrar',
  'close-circle': 'Limpiar',
  left: 'Anterior',
  right: 'Siguiente',
  'double-left': 'Páginas anteriores',
  'double-right': 'Páginas siguientes',
  up: 'Subir',
  down: 'Bajar',
  search: 'Buscar',
  delete: 'Eliminar',
  eye: 'Ver',
  plus: 'Agregar',
  minus: 'Quitar',
  reload: 'Volver a cargar',
  star: (control) => {
    const position = Number(control.getAttribute('aria-posinset'));
    if (!position) return 'Estrella';
    return position === 1 ? '1 estrella' : `${position} estrellas`;
  },
};

const CONTROLS = 'button, a[href], [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"]';
const LIBRARY_NAMED_ICONS = '.anticon[role="img"][aria-label]';
const STEP_HANDLERS = '.ant-input-number-action';
const ENGLISH_LABELS: Record<string, string> = { Clear: 'Limpiar' };
const ENGLISH_LABELLED = Object.keys(ENGLISH_LABELS)
  .map((label) => `[aria-label="${label}"]`)
  .join(', ');

/** The control's own name: its label, its title or its text, without what is hidden (and without `except`). */
function hasName(control: Element, except: Element): boolean {
  if (control.getAttribute('aria-label')?.trim() || control.getAttribute('aria-labelledby')?.trim() || control.getAttribute('title')?.trim()) return true;
  const walker = control.ownerDocument.createTreeWalker(control, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const parent = text.parentElement;
    if (!text.textContent?.trim() || !parent || except.contains(parent) || parent.closest('[aria-hidden="true"]')) continue;
    return true;
  }
  return false;
}

/** A Spanish name for a control an icon named: its title or its parent's, or the icon's word; null without one. */
function nameFor(control: Element, iconName: string): string | null {
  const title = control.getAttribute('title') ?? control.parentElement?.getAttribute('title');
  if (title?.trim()) return title.trim();
  const word = ICON_WORDS[iconName];
  return typeof word === 'function' ? word(control) : (word ?? null);
}

function hideIcon(icon: Element): void {
  const iconName = icon.getAttribute('aria-label') ?? '';
  // A name someone gave it on purpose stays; an icon one can tab to is a control itself, never hidden.
  if (!icon.classList.contains(`anticon-${iconName}`) || Number(icon.getAttribute('tabindex') ?? -1) >= 0) return;
  const control = icon.parentElement?.closest(CONTROLS);
  if (control && !hasName(control, icon)) {
    const name = nameFor(control, iconName);
    if (name === null) return;
    control.setAttribute('aria-label', name);
  }
  icon.removeAttribute('role');
  icon.removeAttribute('aria-label');
  icon.setAttribute('aria-hidden', 'true');
}

/** Every element of `root` (itself included) that matches `selector`. */
function within(root: Element, selector: string): Element[] {
  return [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)];
}

/** Makes what antd says in English under `root` Spanish or hidden (see above). */
export function nameInSpanish(root: Element): void {
  for (const handler of within(root, STEP_HANDLERS)) handler.setAttribute('aria-hidden', 'true');
  for (const element of within(root, ENGLISH_LABELLED)) element.setAttribute('aria-label', ENGLISH_LABELS[element.getAttribute('aria-label') ?? ''] ?? '');
  for (const icon of within(root, LIBRARY_NAMED_ICONS)) hideIcon(icon);
}

let watching: { observer: MutationObserver; users: number } | null = null;

/**
 * Keeps `document.body` Spanish (nameInSpanish) from now on: what is there, and what each render adds
 * (portals too: modals, menus, toasts). Answers the function that stops it; several callers share one
 * watcher, which stops with the last.
 */
export function watchSpanishNames(): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  if (!watching) {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) nameInSpanish(node);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    watching = { observer, users: 0 };
    nameInSpanish(document.body);
  }
  watching.users += 1;
  let stopped = false;
  return () => {
    if (stopped || !watching) return;
    stopped = true;
    watching.users -= 1;
    if (watching.users === 0) {
      watching.observer.disconnect();
      watching = null;
    }
  };
}
