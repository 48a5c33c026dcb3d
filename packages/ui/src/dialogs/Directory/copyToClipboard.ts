/**
 * Copies text to the clipboard from inside a modal dialog: the Clipboard API where the page may use
 * it, otherwise a selected textarea and `execCommand('copy')` placed inside `container` (a textarea
 * outside a dialog that traps the focus could not take the selection). True when it worked.
 */
export async function copyToClipboard(text: string, container?: HTMLElement | null): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && globalThis.isSecureContext !== false) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, no focus): the fallback may still work.
    }
  }
  return copyWithSelection(text, container);
}

function copyWithSelection(text: string, container: HTMLElement | null | undefined): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  (container ?? document.body).appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus();
  }
}
