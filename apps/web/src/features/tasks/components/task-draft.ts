import { TaskCategorySchema, TaskSourceTypeSchema } from '@usra/domain/tasks/task-schema';
import type { TaskDraft } from './task-form-values';

/** The query parameters of "Make a task" (`/app/tasks?action=add&sourceType=…`, lib/task-links). */
export const DRAFT_PARAMS = ['sourceType', 'sourceId', 'title', 'due', 'location', 'category'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The draft the parameters describe, or null when they do not name a source. */
export function draftFromSearch(params: URLSearchParams): TaskDraft | null {
  const type = TaskSourceTypeSchema.safeParse(params.get('sourceType'));
  const sourceId = params.get('sourceId');
  if (!type.success || !sourceId) return null;
  const due = params.get('due');
  const category = TaskCategorySchema.safeParse(params.get('category'));
  return {
    sourceType: type.data,
    sourceId,
    title: params.get('title') ?? '',
    dueDate: due && DATE.test(due) ? due : null,
    location: params.get('location') ?? '',
    category: category.success ? category.data : 'other',
  };
}
