/**
 * One polite and one assertive live region for the whole page, outside every component.
 *
 * A live region inside a control is a trap: a modal dialog (Radix's `hideOthers`) keeps every
 * `[aria-live]` element exposed while it hides the rest of the page, so a button holding one stays
 * in the accessibility tree with its text hidden, a button without a name. Components announce
 * through here instead.
 */
export type Politeness = 'polite' | 'assertive';

const ANNOUNCER_ATTRIBUTE = 'data-ops-announcer';
/** Screen readers skip a region whose text is set in the same task as it is cleared. */
const SET_DELAY_MS = 50;

const pending = new Map<Politeness, ReturnType<typeof setTimeout>>();

function regionFor(politeness: Politeness, document: Document): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[${ANNOUNCER_ATTRIBUTE}="${politeness}"]`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.setAttribute(ANNOUNCER_ATTRIBUTE, politeness);
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  if (politeness === 'assertive') region.setAttribute('role', 'alert');
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(region);
  return region;
}

/** Says `message` to assistive technology once, without showing it. No-op outside a browser. */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  if (typeof document === 'undefined' || !document.body) return;
  const region = regionFor(politeness, document);
  region.textContent = '';
  const timer = pending.get(politeness);
  if (timer !== undefined) clearTimeout(timer);
  pending.set(
    politeness,
    setTimeout(() => {
      pending.delete(politeness);
      region.textContent = message;
    }, SET_DELAY_MS),
  );
}

/** The page's live region for `politeness`, if one has been created (for tests). */
export function announcerRegion(politeness: Politeness = 'polite'): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLElement>(`[${ANNOUNCER_ATTRIBUTE}="${politeness}"]`);
}
