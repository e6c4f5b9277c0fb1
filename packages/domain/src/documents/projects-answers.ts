// What the projects routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { ProjectSchema } from './project-schema.js';

export const GetProjectsAnswerSchema = z.array(ProjectSchema);
export const DeleteProjectsById204AnswerSchema = z.null();
