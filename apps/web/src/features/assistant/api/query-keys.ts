/** The assistant's queries (not a live-update topic: a conversation is one person's). */
export const assistantKeys = {
  all: ['assistant'] as const,
  latest: () => ['assistant', 'conversation', 'latest'] as const,
};
