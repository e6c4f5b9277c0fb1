// What the tasks routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { TaskSchema } from './task-schema.js';

export const TaskBodySchema = z.object({ task: TaskSchema });
export const PutTasksByIdStatusAnswerSchema = z.object({
  task: TaskSchema,
  nextOccurrence: TaskSchema.nullable(),
});
