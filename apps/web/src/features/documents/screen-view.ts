/**
 * Where the Document Management Center is, kept in the address: `?tab=` picks one of the seven
 * tabs (All Documents is the default) and `?q=` is the All tab's search text.
 */
export const documentTabs = [
  'all',
  'home',
  'asset',
  'projects',
  'alerts',
  'unclassified',
  'classify',
] as const;
export type DocumentTab = (typeof documentTabs)[number];

export interface DocumentsView {
  tab: DocumentTab;
  q: string;
  /** A tab is named in the address: on a phone that opens the full screen instead of the summary. */
  named: boolean;
}

export function readDocumentsView(params: URLSearchParams): DocumentsView {
  const tab = params.get('tab');
  return {
    tab: documentTabs.includes(tab as DocumentTab) ? (tab as DocumentTab) : 'all',
    q: params.get('q') ?? '',
    named: documentTabs.includes(tab as DocumentTab),
  };
}

/** Writes a change into the parameters; the defaults (All, no text) leave the address clean. */
export function writeDocumentsView(params: URLSearchParams, change: Partial<DocumentsView>): void {
  if (change.tab !== undefined) {
    // On a phone every tab stays named (the summary is the address without one).
    if (change.tab === 'all' && !change.named) params.delete('tab');
    else params.set('tab', change.tab);
  }
  // Back to a phone's summary: no tab in the address.
  if (change.named === false && change.tab === undefined) params.delete('tab');
  if (change.q !== undefined) {
    if (change.q.trim() === '') params.delete('q');
    else params.set('q', change.q);
  }
}
