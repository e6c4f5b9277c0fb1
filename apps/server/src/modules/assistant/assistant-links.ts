import type { AssistantAction } from '@usra/domain/assistant/assistant-schema';

/** A link to what a reply did (the row on its screen). */
export function link(
  kind: AssistantAction['kind'],
  id: string,
  label: string,
  base: string,
): AssistantAction {
  return { kind, id, label, link: `${base}${encodeURIComponent(id)}` };
}
