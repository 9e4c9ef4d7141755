import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The kitchen a page on the floor shows, when it is not the header's choice (`/pcs/{id}`). */
export interface FloorKitchen {
  /** 'number - name' (spec 001 §3 restaurant option). */
  label?: string;
  /** The kitchen's IANA zone: the header's clock is the kitchen's. */
  timeZone?: string;
}

/**
 * The floor layout (docs/decisions/production.md, "The floor layout"): whether the frame has no
 * sidebar and a one-line header, the header's place for the page's live state, and how a page
 * names its kitchen there. Outside the floor layout `slot` is null and nothing moves.
 */
interface FloorFrame {
  active: boolean;
  slot: HTMLElement | null;
  /** Names the page's kitchen in the header until the returned function is called. */
  claim(kitchen: FloorKitchen): () => void;
}

const NOT_ON_THE_FLOOR: FloorFrame = { active: false, slot: null, claim: () => () => undefined };

const FloorFrameContext = createContext<FloorFrame>(NOT_ON_THE_FLOOR);

export const FloorFrameProvider = FloorFrameContext.Provider;

/** Whether the page is drawn in the floor layout. */
export function useFloorLayout(): boolean {
  return useContext(FloorFrameContext).active;
}

/**
 * In the floor layout, draws `children` in the header's one line, beside the kitchen that
 * `kitchen` names (the header's own choice when not given) and its clock; elsewhere draws
 * nothing: the page shows its state itself.
 */
export function InFloorHeader({
  kitchen,
  children,
}: {
  kitchen: FloorKitchen;
  children: ReactNode;
}) {
  const { slot, claim } = useContext(FloorFrameContext);
  const { label, timeZone } = kitchen;
  // Before paint: the header never shows the choice's kitchen for a frame, then this one's.
  useLayoutEffect(
    () => (slot ? claim({ label, timeZone }) : undefined),
    [slot, claim, label, timeZone],
  );
  return slot ? createPortal(children, slot) : null;
}
