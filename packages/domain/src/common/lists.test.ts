import { describe, expect, it } from 'vitest';
import { parseAttendees } from '../calendar/event-schema.js';
import { TagsSchema } from '../documents/document-schema.js';
import { addTag } from '../tasks/task-schema.js';
import { splitList } from './lists.js';

describe('lists typed in one field', () => {
  it('split on the Latin comma, the Arabic comma and the Arabic semicolon', () => {
    expect(splitList('مكيف، ضمان، الصالة')).toEqual(['مكيف', 'ضمان', 'الصالة']);
    expect(splitList('مكيف؛ ضمان ; garden,, ')).toEqual(['مكيف', 'ضمان', 'garden']);
  });

  it('give documents three tags for «مكيف، ضمان، الصالة»', () => {
    expect(TagsSchema.parse('مكيف، ضمان، الصالة')).toEqual(['مكيف', 'ضمان', 'الصالة']);
  });

  it('give an event one attendee per name, whatever the comma', () => {
    expect(parseAttendees('نورة، سارة؛ Ali')).toEqual(['نورة', 'سارة', 'Ali']);
  });

  it('add each tag of a task typed with Arabic commas', () => {
    expect(addTag(['بيت'], 'مكيف، ضمان، بيت')).toEqual(['بيت', 'مكيف', 'ضمان']);
  });
});
