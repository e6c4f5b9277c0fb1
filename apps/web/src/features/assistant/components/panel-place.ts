export type PanelState = 'closed' | 'open' | 'minimised';

/** Above the mobile tab bar (4 rem and the safe area), in the inline-end corner. */
export const cornerClasses = (mobile: boolean) =>
  mobile ? 'end-3 bottom-[calc(5rem+env(safe-area-inset-bottom))]' : 'end-6 bottom-6';
