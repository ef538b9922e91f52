/** The HTTP methods a recorded error can carry, as the filter offers them. */
export const SERVER_ERROR_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ServerErrorMethod = (typeof SERVER_ERROR_METHODS)[number];

export const SERVER_ERROR_PAGE_SIZE = 25;
/** A recorded message or stack is cut past this many characters: a runaway error cannot fill the table. */
export const SERVER_ERROR_TEXT_MAX = 8000;
