/** What a screen reader says of an element: its text, without what is hidden from it (aria-hidden). */
export function spokenText(element: Element): string {
  if (element.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(element.childNodes)
    .map((node) => (node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : node instanceof Element ? spokenText(node) : ''))
    .join('');
}
