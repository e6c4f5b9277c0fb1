/**
 * Stable message keys shared by server and web. The server answers with the English text of
 * the spec; the web client shows the key's entry in the user's language (locales/validation).
 */
export const validationMessages = {
  'email.required': 'Email is required',
  'email.tooLong': 'Email address is too long',
  'email.invalidFormat': 'Invalid email format',
  'email.invalidCharacters': 'Email contains invalid characters',
  'fullName.required': 'Full name is required',
  'fullName.tooLong': 'Full name is too long (maximum 100 characters)',
  'fullName.invalidCharacters': 'Full name contains invalid characters',
  'password.required': 'Password is required',
  'password.weak':
    'Password does not meet security requirements. Please check the requirements below.',
  'password.commonPattern': 'Password contains common patterns and is not secure',
  'password.tooLong': 'Password is too long (maximum 128 characters)',
  'twoFactorCode.required': 'Enter the code from your authenticator app or a backup code',
  'twoFactorCode.invalidFormat':
    'Enter the 6-digit code from your authenticator app or a backup code such as abcde-12345',
  'text.notText': 'must be text',
  'text.tooLong': 'is too long',
  'text.unsafeRemoved': 'contains potentially unsafe content that has been removed',
  'text.invalidCharacters': 'Text contains characters that are not allowed.',
  'memberName.required': 'Name is required',
  'memberName.tooLong': 'Name is too long (maximum 100 characters)',
  'phone.invalid': 'Invalid phone number',
  'date.invalid': 'Invalid date',
  'date.notOnCalendar': 'This date does not exist. Check the day and the month.',
  'groupName.required': 'Group name is required',
  'groupName.tooLong': 'Group name is too long (maximum 100 characters)',
  'color.invalid': 'Colour must be a hex value such as #3B82F6',
  'settingKey.invalid': 'Invalid setting name',
  'address.required': 'Please enter an address!',
  'address.tooLong': 'Address is too long (maximum 500 characters)',
  'coordinates.invalid': 'Invalid coordinates',
  'familyName.required': 'Family name is required',
  'familyName.tooLong': 'Family name is too long (maximum 100 characters)',
  'task.titleRequired': 'Task title is required',
  'task.titleTooLong': 'Task title is too long (maximum 100 characters)',
  'task.locationRequired': 'Location is required',
  'task.durationInvalid': 'Estimated duration must be a number of minutes, 0 or more',
  'task.tagEmpty': 'A tag cannot be empty',
  'task.tagDuplicate': 'This tag has already been added',
  'task.tooManyTags': 'Too many tags (maximum 20)',
  'task.dueDateInvalid': 'Invalid due date',
  'task.coordinatesInvalid': 'The place needs a valid latitude and longitude together',
  'errands.dateInvalid': 'Choose a valid date (YYYY-MM-DD)',
  'place.queryRequired': 'Enter a place to look up',
  'timeZone.invalid': 'Unknown time zone',
  'event.titleRequired': 'Title is required',
  'event.titleTooLong': 'Title is too long (maximum 200 characters)',
  'event.startRequired': 'Start time is required',
  'event.endRequired': 'End time is required',
  'event.timeInvalid': 'Invalid date and time',
  'event.endBeforeStart': 'The end time cannot be before the start time',
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value);
}
