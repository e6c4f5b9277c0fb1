import type { AssistantAction, AssistantChoice } from '@usra/domain/assistant/assistant-schema';
import type { Understanding } from '@usra/domain/assistant/grammar';
import type { CreateEventData } from '@usra/domain/calendar/event-schema';
import type { CreateTaskData } from '@usra/domain/tasks/task-schema';
import type { Actor } from '../../platform/session-guard.js';
import type { Language } from './assistant-text.js';

/** The assistant engine's turn, answers and undo steps (`assistant-engine.ts`). */

export interface Turn {
  actor: Actor;
  language: Language;
  timeZone: string;
  now: Date;
}

/** One step that reverses part of what a reply did, through the same services (Undo). */
export type InverseStep =
  | { op: 'deleteTask'; id: string }
  | { op: 'reopenTask'; id: string; status: 'pending' | 'in_progress'; nextId: string | null }
  | {
      op: 'updateTask';
      id: string;
      input: { assigneeMemberId?: string | null; dueDate?: string | null };
    }
  | { op: 'deleteEvent'; id: string }
  | { op: 'updateEvent'; id: string; input: { startTime: string; endTime: string } }
  | { op: 'removeMember'; id: string }
  /** A deleted row made again from what it held (a new id; the same fields). */
  | { op: 'restoreTask'; input: CreateTaskData; status: 'pending' | 'in_progress' }
  | { op: 'restoreEvent'; input: CreateEventData };

/** A question back that waits for a chip: the understanding (row ids resolved) and its chips. */
export interface Question {
  understanding: Understanding;
  choices: Omit<AssistantChoice, 'pendingId'>[];
}

export interface EngineAnswer {
  response: string;
  actions: AssistantAction[];
  suggestions: string[];
  intent: string | null;
  /** What reverses this answer's actions, in the order to apply them. */
  inverse: InverseStep[];
  /** A question back (confirm, which one, did you mean), held until a chip answers it. */
  question: Question | null;
}

/** What one understanding came to: its reply, and what it did or asks. */
export interface Done {
  text: string;
  kind: string;
  action?: AssistantAction;
  inverse?: InverseStep[];
  question?: Question;
}
