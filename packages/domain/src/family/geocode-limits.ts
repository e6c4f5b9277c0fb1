/**
 * Address look-ups per signed-in user, shared by the address form and the task form: enough for
 * typing addresses, not for bulk geocoding.
 */
export const geocodeLookupLimit = { max: 30, windowMs: 60_000, blockMs: 60_000 } as const;
