/** Images learners send: stored by the conversation service, served by the gateway to their sender only. */

/** An image id: the images table's uuid. */
export const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Where the browser gets one (the gateway's /media route). */
export const imagePathOf = (id: string) => `/media/images/${id}`;
/** Where the gateway reads one from the conversation service, as the signed-in caller. */
export const internalImagePathOf = (id: string) => `/internal/images/${id}`;
