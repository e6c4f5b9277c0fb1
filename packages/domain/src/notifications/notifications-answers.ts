// What the notifications routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { NotificationSchema } from './notification-schema.js';

export const PostNotificationsReadAnswerSchema = z.object({ notification: NotificationSchema });
export const PostNotificationsReadAllAnswerSchema = z.object({ marked: z.number().int() });
