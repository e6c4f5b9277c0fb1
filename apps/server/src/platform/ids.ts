import { v7 as uuidv7 } from 'uuid';

/** Every id the server makes is a UUIDv7: sortable by creation time, unguessable. */
export function newId(): string {
  return uuidv7();
}
