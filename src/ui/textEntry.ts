/** Whether a key event's target is where the player types (a field, a select, editable text): the window's own keys leave it alone. */
export function isTextEntry(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable)
}
