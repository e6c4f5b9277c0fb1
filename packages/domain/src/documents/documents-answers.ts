// What the documents routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { ClassificationSuggestionSchema } from './document-schema.js';

export const PostDocumentsClassifyAnswerSchema = z.object({
  suggestions: z.array(
    z.object({ documentId: z.string(), suggestion: ClassificationSuggestionSchema }),
  ),
});
export const DeleteDocumentsById204AnswerSchema = z.null();
export const GetDocumentsByIdFileAnswerSchema = z.any().describe('the file');
