// What the family-data routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';

export const GetDataExportAnswerSchema = z.any().describe('application/zip');
export const PostDataImportAnswerSchema = z.object({
  imported: z.record(z.string(), z.number().int()),
});
