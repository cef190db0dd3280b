// Who did something, as the server stores it in created_by / changed_by / entered_by columns:
// "admin:<username>" for a back-office admin, another word for a process ("demo-seed", "system").
// People read the name alone.

/** The stored actor of a back-office admin. */
export const adminActor = (username: string) => `admin:${username}`;

/** Whether a stored actor is a back-office admin (not a process). */
export const isAdminActor = (actor: string) => actor.startsWith('admin:');

/** The name to show for a stored actor: an admin's username without the prefix, a process as stored. */
export const actorName = (actor: string) => actor.replace(/^admin:/, '');
